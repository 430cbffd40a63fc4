import { MODULE_LABELS } from '#domain/modules';
import { tick, type Permission, type PermissionFlag } from '#domain/permissions';
import { Checkbox } from '../../../components/ui/Checkbox.tsx';
import { FLAG_COLUMNS } from './flagColumns.ts';

/** The "Assign Permissions" grid (§2.7); ticking All sets the whole row (§4). */
export function PermissionGrid({ value, onChange }: { value: readonly Permission[]; onChange: (next: Permission[]) => void }) {
  const set = (row: Permission, flag: PermissionFlag, checked: boolean) => onChange(tick(value, row.name, flag, checked));
  return (
    <section className="permission-grid">
      <h2 id="assign-permissions">Assign Permissions</h2>
      <table className="data-table" aria-labelledby="assign-permissions">
        <thead>
          <tr>
            <th scope="col">Module</th>
            {FLAG_COLUMNS.map(({ flag, header }) => <th scope="col" key={flag}>{header}</th>)}
          </tr>
        </thead>
        <tbody>
          {value.map((row) => (
            <tr key={row.name}>
              <th scope="row">{MODULE_LABELS[row.name]}</th>
              {FLAG_COLUMNS.map(({ flag, header }) => (
                <td key={flag}>
                  <Checkbox label={`${MODULE_LABELS[row.name]} ${header}`} isSelected={row[flag]} onChange={(checked) => set(row, flag, checked)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
