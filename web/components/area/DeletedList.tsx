import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import type { Area } from '../../lib/area/Area.ts';
import type { AreaFields } from '../../lib/area/AreaFields.ts';
import type { AnyApi, RowOf } from '../../lib/area/apiTypes.ts';
import { areaNames } from '../../lib/area/areaNames.ts';
import { removeRow } from '../../lib/pageRows.ts';
import { session } from '../../lib/session.ts';
import { restoreColumn } from '../../lib/table/restoreColumn.tsx';
import { usePagedRows } from '../../lib/usePagedRows.ts';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { DataTable, type Column } from '../DataTable.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { Pagination } from '../Pagination.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';

/**
 * The Deleted view of an area that declares restore: its soft-deleted records with the spec's
 * columns and Restore; a restored record leaves this page and is back in the list.
 */
export function DeletedList<Api extends AnyApi>({ area, fields }: { area: Area<AreaDeclaration, Api>; fields: AreaFields<Api> }) {
  type Row = RowOf<Api>;
  const principal = useSnapshot(session);
  const { access, path, label } = areaNames(area);
  const { rows, snap, loading, offset, pager } = usePagedRows<Row>(PAGE_SIZE, area.api.list, true);
  const restore = async (id: string) => {
    if (!area.api.restore) return;
    try {
      await area.api.restore(id);
      removeRow(rows, id);
    } catch {
      // the request helper has already shown why
    }
  };
  const columns: Column<Row>[] = [...fields.columns, ...restoreColumn<Row>(principal, access, area.nameOf, (id) => void restore(id))];
  return (
    <main className="screen">
      <PageHeader title={`Deleted ${label}`}>
        <LinkButton variant="secondary" href={path}>Back to {label}</LinkButton>
      </PageHeader>
      <DataTable caption={`Deleted ${label}`} rows={snap.items} columns={columns} offset={offset} loading={loading} loadingText={loadingText(label)} />
      <Pagination {...pager} />
    </main>
  );
}
