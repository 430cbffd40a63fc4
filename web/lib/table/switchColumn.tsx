import type { AccessArea } from '#domain/modules';
import { can, type Principal } from '#domain/permissions';
import type { SwitchedRow } from '../switchRow.ts';
import type { Column } from '../../components/DataTable.tsx';
import { StatusSwitch } from '../../components/StatusSwitch.tsx';

/** A list's Status or Blocked column (§4, §6): one switch a row, disabled without the edit action. */
export function switchColumn<Row extends SwitchedRow>(principal: Principal, area: AccessArea, field: 'status' | 'isBlocked', nameOf: (row: Row) => string, onChange: (id: string, on: boolean) => Promise<void>): Column<Row> {
  const isStatus = field === 'status';
  return {
    header: isStatus ? 'Status' : 'Blocked',
    cell: (row) => (
      <StatusSwitch
        label={isStatus ? `Status of ${nameOf(row)}` : `Blocked: ${nameOf(row)}`}
        isActive={isStatus ? row.status === 'ACTIVE' : !!row.isBlocked}
        isDisabled={!can(principal, area, 'edit')}
        onChange={(on) => onChange(row.id, on)}
      />
    ),
  };
}
