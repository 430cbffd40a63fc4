import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { can } from '#domain/permissions';
import type { Area } from '../../lib/area/Area.ts';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import type { AnyApi, RowOf } from '../../lib/area/apiTypes.ts';
import { areaNames } from '../../lib/area/areaNames.ts';
import { screenKinds } from '../../lib/area/screenKinds.ts';
import { session } from '../../lib/session.ts';
import { switchRow } from '../../lib/switchRow.ts';
import { actionsColumn } from '../../lib/table/actionsColumn.tsx';
import { switchColumn } from '../../lib/table/switchColumn.tsx';
import { usePagedRows } from '../../lib/usePagedRows.ts';
import { useRowDelete } from '../../lib/useRowDelete.ts';
import { ConfirmDelete } from '../ConfirmDelete.tsx';
import { DataTable, type Column } from '../DataTable.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { Pagination } from '../Pagination.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { BY_BLOCK, BY_STATUS } from '../../lib/listStatus.ts';
import { DeletedLink } from './DeletedLink.tsx';
import { DeletedList } from './DeletedList.tsx';
import { ListSearch } from './ListSearch.tsx';
import { useDeletedView } from '../../lib/useDeletedView.ts';
import { useListSearch } from '../../lib/useListSearch.ts';
import { ExportButton } from './ExportButton.tsx';

const nothing = () => Promise.resolve();

/**
 * An area's list (§2.3): its title, ADD when it has an add screen, the spec's columns then the
 * Status or Blocked switch and the Actions its calls allow (§6), its search in `?q=` (where its list
 * call searches), its status filter in `?status=` (where it has a switch), a filter of its own where
 * its columns bring one (the events' day in `?date=`) and pages in `?page=`; delete offers Undo where the area restores; with
 * `?deleted=1`, the Deleted view of an area that restores.
 */
export function AreaList<Api extends AnyApi>({ area, fields }: { area: Area<AreaDeclaration, Api>; fields: AreaColumns<Api> }) {
  const deleted = useDeletedView();
  if (area.api.restore && deleted) return <DeletedList area={area} fields={fields} />;
  return <LiveList area={area} fields={fields} />;
}

/** The records that are not deleted, with their switch and actions; "Deleted" where the area restores. */
function LiveList<Api extends AnyApi>({ area, fields }: { area: Area<AreaDeclaration, Api>; fields: AreaColumns<Api> }) {
  type Row = RowOf<Api>;
  const principal = useSnapshot(session);
  const { api, nameOf } = area;
  const { access, path, label } = areaNames(area);
  const searchable = area.search === undefined;
  const [params] = useSearchParams();
  const { filter } = fields;
  const own = filter?.read(params);
  const { query: searched, kept, tools } = useListSearch(own?.kept, api.setStatus ? BY_STATUS : api.setBlocked ? BY_BLOCK : undefined);
  const query = { ...searched, ...own?.query };
  const { rows, snap, loading, failed, offset, pager } = usePagedRows<Row>(PAGE_SIZE, (page) => api.list({ ...page, ...query }), false, kept);
  const deletion = useRowDelete(rows, api.remove ?? nothing, api.restore);
  const kinds = new Set(screenKinds(area).map((s) => s.kind));
  const toggle = api.setStatus ? ({ field: 'status', save: api.setStatus } as const) : api.setBlocked ? ({ field: 'isBlocked', save: api.setBlocked } as const) : undefined;

  const columns: Column<Row>[] = [
    ...fields.columns,
    ...(toggle ? [switchColumn<Row>(principal, access, toggle.field, nameOf, switchRow(rows, toggle.save, toggle.field))] : []),
    ...actionsColumn<Row>(principal, access, path, nameOf, deletion.ask, { view: kinds.has('view'), edit: kinds.has('edit'), remove: !!api.remove && area.deleteInList !== false }),
  ];

  return (
    <main className="screen">
      <PageHeader title={label}>
        {api.restore && <DeletedLink principal={principal} access={access} path={path} label={label} deleted={false} />}
        {kinds.has('new') && can(principal, access, 'add') && <LinkButton href={`${path}/new`}>ADD</LinkButton>}
        <ExportButton area={area.declaration} query={query} />
      </PageHeader>
      <ListSearch label={label} searchable={searchable} {...tools}>
        {filter && <filter.Control kept={kept} />}
      </ListSearch>
      <DataTable caption={label} rows={snap.items} columns={columns} offset={offset} loading={loading} failed={failed} loadingText={loadingText(label)} />
      <Pagination {...pager} />
      {api.remove && <ConfirmDelete {...deletion.confirm} />}
    </main>
  );
}
