import { useOptimisticSave } from '../lib/useOptimisticSave.ts';

/**
 * A status chosen from a dropdown and saved at once (§4: contact-us enquiries): it shows the choice
 * at once; `onChange` saves it and the parent then updates `value`. When the call fails it falls
 * back and a toast says why, as the status switch does.
 */
export function StatusSelect<V extends string>({ value, options, onChange, label, isDisabled }: {
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (next: V) => Promise<unknown>;
  label: string;
  isDisabled?: boolean;
}) {
  const [shown, choose] = useOptimisticSave(value, onChange);
  return (
    <select className="field__input" aria-label={label} value={shown} disabled={isDisabled} onChange={(e) => choose(e.target.value as V)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>{option.label}</option>
      ))}
    </select>
  );
}
