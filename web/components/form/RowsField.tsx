import { useId } from 'react';
import type { RowColumn } from '../../lib/form/FormField.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { Button } from '../ui/Button.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { NumberField } from './NumberField.tsx';

type Row = Record<string, unknown>;

/**
 * Records of a few fields (e.g. an event's categories: category, name, price), one row each with
 * Remove, and Add below. `errorAt(index, key)` is the schema's message for one cell, `error` the
 * list's own. Selects load their choices once for all rows.
 */
export function RowsField({ label, addLabel, columns, blank, value, onChange, onBlur, errorAt, error }: {
  label: string;
  addLabel: string;
  columns: readonly RowColumn[];
  blank: () => object;
  value: readonly Row[];
  onChange: (rows: Row[]) => void;
  onBlur: () => void;
  errorAt: (index: number, key: string) => string | undefined;
  error: string | undefined;
}) {
  const errorId = useId();
  const loaded = useLoad(`rows:${label}`, () => Promise.all(columns.map((column) => (column.kind === 'select' ? column.options() : Promise.resolve([]))))).data;
  const choices = loaded ?? [];
  const put = (index: number, key: string, cell: unknown) => onChange(value.map((row, i) => (i === index ? { ...row, [key]: cell } : row)));
  return (
    <fieldset className="field rows-field" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{label}</legend>
      {value.map((row, index) => (
        <div className="rows-field__row" role="group" aria-label={`${label} ${index + 1}`} key={index}>
          {columns.map((column, c) => {
            const cell = { label: column.label, onBlur, error: errorAt(index, column.key) };
            if (column.kind === 'number') return <NumberField key={column.key} {...cell} value={row[column.key] as number | undefined} onChange={(n) => put(index, column.key, n)} />;
            if (column.kind === 'select')
              return <SelectField key={column.key} {...cell} placeholder={column.placeholder} options={choices[c] ?? []} loaded={loaded !== undefined} value={String(row[column.key] ?? '')} onChange={(v) => put(index, column.key, v)} />;
            return <TextField key={column.key} {...cell} value={String(row[column.key] ?? '')} onChange={(v) => put(index, column.key, v)} />;
          })}
          <Button variant="secondary" aria-label={`Remove ${label} ${index + 1}`} onPress={() => onChange(value.filter((_, i) => i !== index))}>Remove</Button>
        </div>
      ))}
      <Button variant="secondary" onPress={() => onChange([...value, blank() as Row])}>{addLabel}</Button>
      {error && <span id={errorId} className="field__error" role="alert">{error}</span>}
    </fieldset>
  );
}
