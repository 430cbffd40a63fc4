import { useLocation } from 'wouter';
import type { z } from 'zod';
import type { FormSpec } from '../../lib/form/FormSpec.ts';
import { useFormEngine } from '../../lib/form/useFormEngine.ts';
import { FormScreen } from '../FormScreen.tsx';
import { FormFieldView } from './FormFieldView.tsx';

/**
 * An add or edit screen built from a form spec (§5): its fields under `title`, the schema's
 * messages under them; a successful save goes to `backTo`, as Cancel does.
 */
export function SpecForm<Parsed, Source>({ spec, source, title, backTo, onSave }: { spec: FormSpec<Parsed, Source>; source: Source; title: string; backTo: string; onSave: (parsed: Parsed) => Promise<unknown> }) {
  const [, navigate] = useLocation();
  const engine = useFormEngine(spec.schema as z.ZodType<object>, spec.initial(source) as object, spec.fields);
  const save = async (parsed: object) => {
    await onSave(parsed as Parsed);
    navigate(backTo);
  };
  return (
    <FormScreen title={title} onSubmit={engine.submit(save)} busy={engine.busy} submitLabel={spec.submitLabel} cancelTo={backTo}>
      {spec.fields.map((field, index) => <FormFieldView key={index} field={field} engine={engine} />)}
    </FormScreen>
  );
}
