import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { askToLeave } from '../lib/leaveGuard.ts';
import { listReturn } from '../lib/listReturn.ts';
import type { Reload, StaleSave } from '../lib/useOneSave.ts';
import { useUnsavedForm, type UnsavedForm } from '../lib/useUnsavedForm.ts';
import { PageHeader } from './PageHeader.tsx';
import { StaleNotice } from './StaleNotice.tsx';
import { Button } from './ui/Button.tsx';
import { Form } from './ui/Form.tsx';

/**
 * An add or edit screen (§5): the title, the fields, then the submit button (busy while saving) and
 * Cancel back to the list at `cancelTo` as the user left it, in a footer that stays in view. Every
 * form screen says what it holds (`unsaved`): leaving it changed asks first, however it is left, and
 * its values outlive an expired session (see useUnsavedForm). An edit's save refused because the
 * record changed since (`stale`) says so above Save, with Reload (`onReload`) and Save anyway; a
 * Reload that finds the record deleted says so and offers to go back to the list.
 */
export function FormScreen({ title, onSubmit, busy, submitLabel = 'Save', cancelTo, unsaved, stale, onReload, children }: {
  title: string;
  /** The submit; when it returns its save, a refused save's first field message takes the focus too (see Form). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  busy: boolean;
  submitLabel?: string;
  cancelTo: string;
  unsaved: UnsavedForm;
  stale?: StaleSave;
  /** Loads the record again and fills the form with it (an edit). */
  onReload?: Reload;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  useUnsavedForm(unsaved);
  const cancel = () => askToLeave(() => navigate(listReturn(cancelTo)));
  return (
    <main className="screen">
      <PageHeader title={title} />
      <Form className="form" onSubmit={onSubmit}>
        {children}
        <div className="form-actions">
          {stale && <StaleNotice stale={stale} onReload={onReload} leave={['Back to list', cancel]} />}
          <Button type="submit" isPending={busy}>{submitLabel}</Button>
          <Button variant="secondary" onPress={cancel}>Cancel</Button>
        </div>
      </Form>
    </main>
  );
}
