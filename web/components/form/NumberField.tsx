import { useState } from 'react';
import { TextField } from '../ui/TextField.tsx';

const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
const same = (a: number | undefined, b: number | undefined) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * A number typed as text: the form gets undefined while it is empty (the schema's "… is required")
 * and the typed text is kept as typed ("1." stays "1." while the value is 1).
 */
export function NumberField({ label, value, onChange, onBlur, error }: { label: string; value: number | undefined; onChange: (value: number | undefined) => void; onBlur?: () => void; error: string | undefined }) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  // A value set from outside (a row removed above this one) wins over the text typed here.
  const shown = same(toNumber(text), value) ? text : value === undefined ? '' : String(value);
  return (
    <TextField
      label={label}
      type="number"
      value={shown}
      onChange={(next) => {
        setText(next);
        onChange(toNumber(next));
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}
