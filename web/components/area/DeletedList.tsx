import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import type { Area } from '../../lib/area/Area.ts';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import type { AnyApi, RowOf } from '../../lib/area/apiTypes.ts';
import { areaNames } from '../../lib/area/areaNames.ts';
import { useRestoreRow } from '../../lib/useRestoreRow.ts';
import { session } from '../../lib/session.ts';
import { restoreColumn } from '../../lib/table/restoreColumn.tsx';
import { usePagedRows } from '../../lib/usePagedRows.ts';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { DataTable, type Column } from '../DataTable.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { Pagination } from '../Pagination.tsx';
import { DeletedLink } from './DeletedLink.tsx';
import { ListSearch } from './ListSearch.tsx';
import { useListSearch } from '../../lib/useListSearch.ts';
import { ExportButton } from './ExportButton.tsx';

/**
 * The Deleted view of an area that declares restore: its soft-deleted records with the spec's
 * columns and Restore; a restored record leaves this page and is back in the list.
 */
export function DeletedList<Api extends AnyApi>({ area, fields }: { area: Area<AreaDeclaration, Api>; fields: AreaColumns<Api> }) {
  type Row = RowOf<Api>;
  const principal = useSnapshot(session);
  const { access, path, label } = areaNames(area);
  const { query, kept, box } = useListSearch({ deleted: '1' });
  const { rows, snap, loading, failed, offset, pager } = usePagedRows<Row>(PAGE_SIZE, (page) => area.api.list({ ...page, ...query }), true, kept);
  const restore = useRestoreRow(rows, area.api.restore);
  const columns: Column<Row>[] = [...fields.columns, ...restoreColumn<Row>(principal, access, area.nameOf, (id) => void restore(id))];
  return (
    <main className="screen">
      <PageHeader title={`Deleted ${label}`}>
        <DeletedLink principal={principal} access={access} path={path} label={label} deleted />
        <ExportButton area={area.declaration} query={{ ...query, deleted: true }} />
      </PageHeader>
      <ListSearch label={`Deleted ${label}`} box={box} searchable={area.search === undefined} />
      <DataTable caption={`Deleted ${label}`} rows={snap.items} columns={columns} offset={offset} loading={loading} failed={failed} loadingText={loadingText(label)} />
      <Pagination {...pager} />
    </main>
  );
}
