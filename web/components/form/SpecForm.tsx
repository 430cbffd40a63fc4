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
import type { Reload } from '../../lib/useOneSave.ts';

/**
 * An add or edit screen built from a form spec (§5): its fields under `title`, the schema's
 * messages under them; a successful save goes back to the list at `backTo` as the user left it, as Cancel does. Leaving it changed asks
 * first, and its values outlive an expired session (they are back after signing in again). An edit
 * names the record's `version` (its updatedAt), handed to `onSave` to send; a save refused because
 * the record changed since offers `onReload` and Save anyway (FormScreen).
 */
export function SpecForm<Parsed, Source>(props: FormProps<Parsed, Source> & { spec: FormSpec<Parsed, Source>; source: Source }) {
  const initial = props.spec.initial(props.source) as object;
  const { prefill } = props.spec;
  return prefill ? <PrefilledForm {...props} initial={initial} prefill={prefill} /> : <FilledForm {...props} initial={initial} />;
}

type FormProps<Parsed, Source> = {
  spec: FormSpec<Parsed, Source>;
  title: string;
  backTo: string;
  onSave: (parsed: Parsed, expectedUpdatedAt?: string) => Promise<unknown>;
  version?: string;
  onReload?: Reload;
};

/** Values only the server knows (a new event's address) are laid over `initial` once loaded; without them the form starts from `initial`. */
function PrefilledForm<Parsed, Source>({ prefill, initial, ...props }: FormProps<Parsed, Source> & { initial: object; prefill: () => Promise<object> }) {
  const loaded = useLoad(`prefill:${props.title}`, () => prefill().catch(() => ({})));
  if (!loaded.data) return <p role="status">{GUARD_LOADING}</p>;
  return <FilledForm {...props} initial={{ ...initial, ...loaded.data }} />;
}

function FilledForm<Parsed, Source>({ spec, initial, title, backTo, onSave, version, onReload }: FormProps<Parsed, Source> & { initial: object }) {
  const [, navigate] = useLocation();
  // Values kept when the session expired on this page come back once signed in again.
  const start = useDraftStart(initial);
  const engine = useFormEngine(spec.schema as z.ZodType<object>, start, spec.fields, version);
  const save = async (parsed: object, expectedUpdatedAt?: string) => {
    await onSave(parsed as Parsed, expectedUpdatedAt);
    markSaved();
    navigate(listReturn(backTo));
  };
  return (
    <FormScreen title={title} onSubmit={engine.submit(save)} busy={engine.busy} submitLabel={spec.submitLabel} cancelTo={backTo} unsaved={{ values: engine.values, initial, chosen: engine.chosen }} stale={engine.stale} onReload={onReload}>
      {spec.fields.map((field, index) => <FormFieldView key={index} field={field} engine={engine} />)}
    </FormScreen>
  );
}
