import { useId } from 'react';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';

/**
 * A list of texts (§2.9): one input per entry ("{entryLabel} 2", the list's label by default), Add
 * below; every entry but the first can be removed. The list's own message describes the group.
 */
export function TextListField({ label, entryLabel = label, addLabel, value, onChange, error }: { label: string; entryLabel?: string; addLabel: string; value: readonly string[]; onChange: (next: string[]) => void; error: string | undefined }) {
  const errorId = useId();
  const entries = value.length > 0 ? value : [''];
  const put = (index: number, text: string) => onChange(entries.map((entry, i) => (i === index ? text : entry)));
  return (
    <fieldset className="field text-list" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{label}</legend>
      {entries.map((entry, index) => (
        <div className="text-list__entry" key={index}>
          <TextField label={`${entryLabel} ${index + 1}`} value={entry} onChange={(text) => put(index, text)} />
          {index > 0 && <Button variant="secondary" aria-label={`Remove ${entryLabel} ${index + 1}`} onPress={() => onChange(entries.filter((_, i) => i !== index))}>Remove</Button>}
        </div>
      ))}
      <Button variant="secondary" onPress={() => onChange([...entries, ''])}>{addLabel}</Button>
      {error && <span id={errorId} className="field__error" role="alert">{error}</span>}
    </fieldset>
  );
}
