import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { askToLeave } from '../lib/leaveGuard.ts';
import { listReturn } from '../lib/listReturn.ts';
import { PageHeader } from './PageHeader.tsx';
import { Button } from './ui/Button.tsx';
import { Form } from './ui/Form.tsx';

/** An add or edit screen (§5): the title, the fields, then the submit button (busy while saving) and Cancel back to the list at `cancelTo` as the user left it (asking first when a guarded form changed), in a footer that stays in view. */
export function FormScreen({ title, onSubmit, busy, submitLabel = 'Save', cancelTo, children }: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitLabel?: string;
  cancelTo: string;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  return (
    <main className="screen">
      <PageHeader title={title} />
      <Form className="form" onSubmit={onSubmit}>
        {children}
        <div className="form-actions">
          <Button type="submit" isPending={busy}>{submitLabel}</Button>
          <Button variant="secondary" onPress={() => askToLeave(() => navigate(listReturn(cancelTo)))}>Cancel</Button>
        </div>
      </Form>
    </main>
  );
}
