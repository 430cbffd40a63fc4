import { useId } from 'react';

/** How a select shows a saved choice it no longer offers (a sub-admin's role made inactive, a deleted section). */
export const UNAVAILABLE_CHOICE = 'No longer available (inactive or deleted)';

/**
 * A labelled native select (keyboard and screen-reader friendly as is) with `error` under it. A value
 * that is not among the `loaded` options (the record's choice is no longer offered) is shown as
 * such rather than as the placeholder, so the form never looks empty while it holds a choice.
 */
export function SelectField({ label, value, options, loaded = true, placeholder, onChange, onBlur, error }: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** False while the options are still on their way (a value not among them is not judged yet). */
  loaded?: boolean;
  placeholder: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <select id={id} className="field__input" value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">{placeholder}</option>
        {loaded && value && !options.some((option) => option.value === value) && <option value={value}>{UNAVAILABLE_CHOICE}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
      {error && <span id={`${id}-error`} className="field__error">{error}</span>}
    </div>
  );
}
