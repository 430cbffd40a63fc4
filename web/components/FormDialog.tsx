import type { FormEvent, ReactNode } from 'react';
import { askToLeave, useLeaveGuard } from '../lib/leaveGuard.ts';
import { isChanged, type UnsavedForm } from '../lib/useUnsavedForm.ts';
import { Button } from './ui/Button.tsx';
import { Form } from './ui/Form.tsx';
import { Modal } from './ui/Modal.tsx';

/**
 * A form in a popup (a picture, a category's price record, a Follow Us image): the title, the fields,
 * then Cancel and the submit button. Like a form screen it says what it holds (`unsaved`): closing it
 * changed (Escape, Cancel, the close icon, a click outside; leaving the page or the tab too) asks with
 * the same Leave dialog, where Stay keeps it as it was. A save closes it by calling `onClose` itself,
 * which does not ask. Without `onSubmit` the fields save themselves and there is no footer.
 */
export function FormDialog({ title, onClose, unsaved, onSubmit, busy = false, submitLabel = 'Save', className = 'form', children }: {
  title: string;
  onClose: () => void;
  unsaved: UnsavedForm;
  /** The save; when it returns its promise, the first field with a message takes the focus once it ends (Form). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  busy?: boolean;
  submitLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  useLeaveGuard(isChanged(unsaved));
  const close = () => askToLeave(onClose);
  return (
    <Modal isOpen onClose={close} title={title}>
      {onSubmit ? (
        <Form className={className} onSubmit={onSubmit}>
          {children}
          <footer className="modal__actions">
            <Button variant="secondary" onPress={close}>Cancel</Button>
            <Button type="submit" isPending={busy}>{submitLabel}</Button>
          </footer>
        </Form>
      ) : children}
    </Modal>
  );
}
