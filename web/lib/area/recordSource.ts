import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { RecordSource } from '../resource.ts';
import type { Area } from './Area.ts';
import type { AnyApi, RowOf } from './apiTypes.ts';
import { areaNames } from './areaNames.ts';

/** How many records of one area the palette asks for per search. */
const PALETTE_HITS = 20;

// "Active" means not blocked for accounts, so the palette's toggle blocks and unblocks them.
const BLOCK_LABELS = { activate: 'Unblock', deactivate: 'Block', inactive: 'blocked' };

/** The palette's search and record actions of an area, from its calls (DESIGN §7). */
export function recordSource<Api extends AnyApi>(area: Area<AreaDeclaration, Api>): RecordSource {
  const { api } = area;
  const label = area.hitLabel ?? area.nameOf;
  const isActive = (row: RowOf<Api>): boolean => (api.setBlocked ? !row.isBlocked : api.setStatus ? row.status === 'ACTIVE' : true);
  const { setStatus, setBlocked } = api;
  const find = (deleted: boolean) => async (text: string) => {
    const page = await api.list({ limit: PALETTE_HITS, offset: 0, search: text, ...(deleted && { deleted }) });
    return page.items.map((row: RowOf<Api>) => ({ id: row.id, label: label(row), isActive: isActive(row), ...(area.switches && !deleted && { switches: area.switches(row) }) }));
  };
  return {
    noun: areaNames(area).noun,
    search: area.search || find(false),
    // Deleted records are found only where the list call searches them by name.
    searchDeleted: api.restore && !area.search ? find(true) : undefined,
    setActive: setBlocked ? (id, active) => setBlocked(id, !active) : setStatus,
    toggleLabels: setBlocked ? BLOCK_LABELS : undefined,
    remove: api.remove,
    restore: api.restore,
  };
}
