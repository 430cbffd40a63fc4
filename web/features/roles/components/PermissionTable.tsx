import type { Permission } from '#domain/permissions';
import { Icon } from '../../../components/ui/Icon.tsx';
import { PermissionMatrix } from './PermissionMatrix.tsx';

/** A role's permissions read-only: green ticks and red crosses (§2.7). */
export function PermissionTable({ value }: { value: readonly Permission[] }) {
  return (
    <PermissionMatrix
      value={value}
      moduleHeader="Name"
      label={{ 'aria-label': 'Permissions' }}
      cellClass={(row, flag) => (row[flag] ? 'tick' : 'cross')}
      cell={(row, flag) => <Icon name={row[flag] ? 'check' : 'cross'} label={row[flag] ? 'Yes' : 'No'} />}
    />
  );
}
