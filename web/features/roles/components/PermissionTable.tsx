import { MODULE_LABELS } from '#domain/modules';
import type { Permission } from '#domain/permissions';
import { Icon } from '../../../components/ui/Icon.tsx';
import { FLAG_COLUMNS } from './flagColumns.ts';

/** A role's permissions read-only: green ticks and red crosses (§2.7). */
export function PermissionTable({ value }: { value: readonly Permission[] }) {
  return (
    <table className="data-table" aria-label="Permissions">
      <thead>
        <tr>
          <th scope="col">Name</th>
          {FLAG_COLUMNS.map(({ flag, header }) => <th scope="col" key={flag}>{header}</th>)}
        </tr>
      </thead>
      <tbody>
        {value.map((row) => (
          <tr key={row.name}>
            <th scope="row">{MODULE_LABELS[row.name]}</th>
            {FLAG_COLUMNS.map(({ flag }) => (
              <td key={flag} className={row[flag] ? 'tick' : 'cross'}>
                <Icon name={row[flag] ? 'check' : 'cross'} label={row[flag] ? 'Yes' : 'No'} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
