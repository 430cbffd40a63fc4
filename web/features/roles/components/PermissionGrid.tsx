import { MODULE_LABELS } from '#domain/modules';
import { tick, type Permission } from '#domain/permissions';
import { Checkbox } from '../../../components/ui/Checkbox.tsx';
import { PermissionMatrix } from './PermissionMatrix.tsx';

/** The "Assign Permissions" grid (§2.7); ticking All sets the whole row (§4); `error` (none ticked) describes the grid. */
export function PermissionGrid({ value, onChange, error }: { value: readonly Permission[]; onChange: (next: Permission[]) => void; error?: string | undefined }) {
  return (
    <section className="permission-grid">
      <h2 id="assign-permissions">Assign Permissions</h2>
      <PermissionMatrix
        value={value}
        moduleHeader="Module"
        label={{ 'aria-labelledby': 'assign-permissions', 'aria-describedby': error ? 'assign-permissions-error' : undefined }}
        cell={(row, flag, header) => (
          <Checkbox label={`${MODULE_LABELS[row.name]} ${header}`} isSelected={row[flag]} onChange={(checked) => onChange(tick(value, row.name, flag, checked))} />
        )}
      />
      {error && <p id="assign-permissions-error" className="field__error" role="alert">{error}</p>}
    </section>
  );
}
