import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { statusNames } from '#domain/declaration/status-names';
import type { RecordSource } from '../resource.ts';
import type { Area } from './Area.ts';
import type { AnyApi, RowOf } from './apiTypes.ts';
import { areaNames } from './areaNames.ts';

/** How many records of one area the palette asks for per search. */
const PALETTE_HITS = 20;

// "Active" means not blocked for accounts, so the palette's toggle blocks and unblocks them.
const BLOCK_LABELS = { activate: 'Unblock', deactivate: 'Block', inactive: 'blocked' };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// A status of the area's own is switched by its verbs, status 1 counting as on: a Pending enquiry offers Mark, a Marked one Unmark.
const statusLabels = ({ statuses }: AreaDeclaration) =>
  statuses && { activate: capitalise(statuses[0].verb), deactivate: capitalise(statuses[1].verb), inactive: statuses[1].label.toLowerCase() };

/** The palette's search and record actions of an area, from its calls (DESIGN §7). */
export function recordSource<Api extends AnyApi>(area: Area<AreaDeclaration, Api>): RecordSource {
  const { api } = area;
  const { path } = areaNames(area);
  const label = area.hitLabel ?? area.nameOf;
  const [on] = statusNames(area.declaration);
  const isActive = (row: RowOf<Api>): boolean => (api.setBlocked ? !row.isBlocked : api.setStatus ? row.status === on : true);
  const { setStatus, setBlocked } = api;
  // Where its list shows a found record: the area's own search text for it, else (where the list
  // takes the palette's search) its name, which the list's search matches.
  const listSearch = area.listSearch ?? (area.search === undefined ? area.nameOf : undefined);
  const hitOf = (row: RowOf<Api>, deleted = false) => ({
    id: row.id,
    label: label(row),
    isActive: isActive(row),
    ...(area.switches && !deleted && { switches: area.switches(row) }),
    // A deleted record is in the Deleted view, not the list: it offers its restore only.
    ...(!deleted && area.listedAt && { listed: area.listedAt(row) }),
    ...(listSearch && !deleted && { listed: `${path}?${new URLSearchParams({ q: listSearch(row) })}` }),
  });
  const find = (deleted: boolean) => async (text: string) => {
    const page = await api.list({ limit: PALETTE_HITS, offset: 0, search: text, ...(deleted && { deleted }) });
    return page.items.map((row: RowOf<Api>) => hitOf(row, deleted));
  };
  const { get } = api;
  // A list without a search text (gallery pictures): its latest deleted records, matched by their label here.
  const latestDeleted = async (text: string) => {
    const wanted = text.toLowerCase();
    return (await find(true)('')).filter((hit) => hit.label.toLowerCase().includes(wanted));
  };
  const searchable = area.search !== false;
  return {
    noun: areaNames(area).noun,
    // Without a list search, what the cross-area search found is all there is to show.
    search: area.search || (searchable ? find(false) : async () => []),
    // A record found by the cross-area search, read whole by its id where the area has a get (and
    // no search of its own, whose hits may carry more: the menu's Open PDF).
    hit: get && !area.search ? async (id) => hitOf(await get(id)) : undefined,
    searchDeleted: !api.restore || area.listedAt ? undefined : searchable ? find(true) : latestDeleted,
    setActive: setBlocked ? (id, active) => setBlocked(id, !active) : setStatus,
    toggleLabels: setBlocked ? BLOCK_LABELS : statusLabels(area.declaration),
    remove: api.remove,
    restore: api.restore,
  };
}
