import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { Icon } from './Icon.tsx';

/** A checkbox named by `label` (visible text optional). */
export function Checkbox({ label, showLabel = false, ...props }: Omit<AriaCheckboxProps, 'children'> & { label: string; showLabel?: boolean }) {
  return (
    <AriaCheckbox {...props} aria-label={showLabel ? undefined : label} className="checkbox">
      <span className="checkbox__box" aria-hidden>
        <Icon name="check" size={14} />
      </span>
      {showLabel && <span>{label}</span>}
    </AriaCheckbox>
  );
}
