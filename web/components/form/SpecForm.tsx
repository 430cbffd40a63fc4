import { useLocation } from 'wouter';
import { markSaved } from '../../lib/leaveGuard.ts';
import { useDraftStart } from '../../lib/useUnsavedForm.ts';
import { listReturn } from '../../lib/listReturn.ts';
import { GUARD_LOADING } from '#domain/messages';
import type { z } from 'zod';
import type { FormSpec } from '../../lib/form/FormSpec.ts';
import { useFormEngine } from '../../lib/form/useFormEngine.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { FormScreen } from '../FormScreen.tsx';
import { FormFieldView } from './FormFieldView.tsx';

/**
 * An add or edit screen built from a form spec (§5): its fields under `title`, the schema's
 * messages under them; a successful save goes back to the list at `backTo` as the user left it, as Cancel does. Leaving it changed asks
 * first, and its values outlive an expired session (they are back after signing in again).
 */
export function SpecForm<Parsed, Source>(props: { spec: FormSpec<Parsed, Source>; source: Source; title: string; backTo: string; onSave: (parsed: Parsed) => Promise<unknown> }) {
  const initial = props.spec.initial(props.source) as object;
  const { prefill } = props.spec;
  return prefill ? <PrefilledForm {...props} initial={initial} prefill={prefill} /> : <FilledForm {...props} initial={initial} />;
}

/** Values only the server knows (a new event's address) are laid over `initial` once loaded; without them the form starts from `initial`. */
function PrefilledForm<Parsed, Source>({ prefill, initial, ...props }: Parameters<typeof FilledForm<Parsed, Source>>[0] & { prefill: () => Promise<object> }) {
  const loaded = useLoad(`prefill:${props.title}`, () => prefill().catch(() => ({})));
  if (!loaded.data) return <p role="status">{GUARD_LOADING}</p>;
  return <FilledForm {...props} initial={{ ...initial, ...loaded.data }} />;
}

function FilledForm<Parsed, Source>({ spec, initial, title, backTo, onSave }: { spec: FormSpec<Parsed, Source>; initial: object; title: string; backTo: string; onSave: (parsed: Parsed) => Promise<unknown> }) {
  const [, navigate] = useLocation();
  // Values kept when the session expired on this page come back once signed in again.
  const start = useDraftStart(initial);
  const engine = useFormEngine(spec.schema as z.ZodType<object>, start, spec.fields);
  const save = async (parsed: object) => {
    await onSave(parsed as Parsed);
    markSaved();
    navigate(listReturn(backTo));
  };
  return (
    <FormScreen title={title} onSubmit={engine.submit(save)} busy={engine.busy} submitLabel={spec.submitLabel} cancelTo={backTo} unsaved={{ values: engine.values, initial, chosen: engine.chosen }}>
      {spec.fields.map((field, index) => <FormFieldView key={index} field={field} engine={engine} />)}
    </FormScreen>
  );
}
