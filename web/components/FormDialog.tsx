import type { FormEvent, ReactNode } from 'react';
import { askToLeave } from '../lib/leaveGuard.ts';
import { useLeaveGuard } from '../lib/useLeaveGuard.ts';
import type { Reload, StaleSave } from '../lib/useOneSave.ts';
import { isChanged, type UnsavedForm } from '../lib/useUnsavedForm.ts';
import { StaleNotice } from './StaleNotice.tsx';
import { Button } from './ui/Button.tsx';
import { Form } from './ui/Form.tsx';
import { Modal } from './ui/Modal.tsx';

/**
 * A form in a popup (a picture, a category's price record, a Follow Us image): the title, the fields,
 * then Cancel and the submit button. Like a form screen it says what it holds (`unsaved`): closing it
 * changed (Escape, Cancel, the close icon, a click outside; leaving the page or the tab too) asks with
 * the same Leave dialog, where Stay keeps it as it was. A save closes it by calling `onClose` itself,
 * which does not ask. Without `onSubmit` the fields save themselves and there is no footer. A save
 * refused because the record changed since (`stale`) says so above the buttons, with Reload
 * (`onReload`: the popup stays, with the record as now saved) and Save anyway; a Reload that finds
 * the record deleted says so (Cancel closes it).
 */
export function FormDialog({ title, onClose, unsaved, onSubmit, busy = false, submitLabel = 'Save', className = 'form', stale, onReload, children }: {
  title: string;
  onClose: () => void;
  unsaved: UnsavedForm;
  /** The save; when it returns its promise, the first field with a message takes the focus once it ends (Form). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  busy?: boolean;
  submitLabel?: string;
  className?: string;
  stale?: StaleSave;
  /** Loads the record again and fills the form with it (an edit). */
  onReload?: Reload;
  children: ReactNode;
}) {
  useLeaveGuard(isChanged(unsaved));
  const close = () => askToLeave(onClose);
  const notice = stale && <StaleNotice stale={stale} onReload={onReload} />;
  return (
    <Modal isOpen onClose={close} title={title}>
      {onSubmit ? (
        <Form className={className} onSubmit={onSubmit}>
          {children}
          <footer className="modal__actions">
            {notice}
            <Button variant="secondary" onPress={close}>Cancel</Button>
            <Button type="submit" isPending={busy}>{submitLabel}</Button>
          </footer>
        </Form>
      ) : (
        <>
          {children}
          {notice && <footer className="modal__actions">{notice}</footer>}
        </>
      )}
    </Modal>
  );
}
