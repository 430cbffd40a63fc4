import type { AccessArea } from '#domain/modules';
import { can, type Principal } from '#domain/permissions';
import type { Column } from '../../components/DataTable.tsx';
import { Button } from '../../components/ui/Button.tsx';

/** The Deleted view's Actions column: Restore on each row, under the same §6 rule as edit; no column without it. */
export function restoreColumn<Row extends { id: string }>(principal: Principal, area: AccessArea, nameOf: (row: Row) => string, onRestore: (id: string) => void): Column<Row>[] {
  if (!can(principal, area, 'edit')) return [];
  return [{ header: 'Actions', cell: (row) => <Button variant="secondary" aria-label={`Restore ${nameOf(row)}`} onPress={() => onRestore(row.id)}>Restore</Button> }];
}
