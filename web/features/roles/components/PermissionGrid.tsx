import { MODULE_LABELS } from '#domain/modules';
import { tick, type Permission } from '#domain/permissions';
import { Checkbox } from '../../../components/ui/Checkbox.tsx';
import { PermissionMatrix } from './PermissionMatrix.tsx';

/** The "Assign Permissions" grid (§2.7); ticking All sets the whole row (§4). */
export function PermissionGrid({ value, onChange }: { value: readonly Permission[]; onChange: (next: Permission[]) => void }) {
  return (
    <section className="permission-grid">
      <h2 id="assign-permissions">Assign Permissions</h2>
      <PermissionMatrix
        value={value}
        moduleHeader="Module"
        label={{ 'aria-labelledby': 'assign-permissions' }}
        cell={(row, flag, header) => (
          <Checkbox label={`${MODULE_LABELS[row.name]} ${header}`} isSelected={row[flag]} onChange={(checked) => onChange(tick(value, row.name, flag, checked))} />
        )}
      />
    </section>
  );
}
