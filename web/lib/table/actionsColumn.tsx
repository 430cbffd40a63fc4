import type { AccessArea } from '#domain/modules';
import { showsActionsColumn, type Principal } from '#domain/permissions';
import type { Column } from '../../components/DataTable.tsx';
import { RowActions, type RowActionSet } from '../../components/RowActions.tsx';

/** The Actions column of a list under `path` (§6), or no column when the account may do none of its actions. */
export function actionsColumn<Row extends { id: string }>(principal: Principal, area: AccessArea, path: string, nameOf: (row: Row) => string, onDelete: (id: string) => void, has?: RowActionSet, viewQuery?: string): Column<Row>[] {
  if (!showsActionsColumn(principal, area)) return [];
  return [{ header: 'Actions', cell: (row) => <RowActions area={area} href={`${path}/${row.id}`} name={nameOf(row)} onDelete={() => onDelete(row.id)} has={has} viewQuery={viewQuery} /> }];
}
