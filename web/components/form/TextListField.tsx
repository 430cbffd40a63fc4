import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';

/** A list of texts (§2.9): one input per entry, Add below; every entry but the first can be removed. */
export function TextListField({ label, addLabel, value, onChange, error }: { label: string; addLabel: string; value: readonly string[]; onChange: (next: string[]) => void; error: string | undefined }) {
  const entries = value.length > 0 ? value : [''];
  const put = (index: number, text: string) => onChange(entries.map((entry, i) => (i === index ? text : entry)));
  return (
    <fieldset className="field text-list">
      <legend className="field__label">{label}</legend>
      {entries.map((entry, index) => (
        <div className="text-list__entry" key={index}>
          <TextField label={`${label} ${index + 1}`} value={entry} onChange={(text) => put(index, text)} />
          {index > 0 && <Button variant="secondary" aria-label={`Remove ${label} ${index + 1}`} onPress={() => onChange(entries.filter((_, i) => i !== index))}>Remove</Button>}
        </div>
      ))}
      <Button variant="secondary" onPress={() => onChange([...entries, ''])}>{addLabel}</Button>
      {error && <span className="field__error" role="alert">{error}</span>}
    </fieldset>
  );
}
