import { useSnapshot } from 'valtio';
import { cancelLeave, confirmLeave, leaveGuard } from '../lib/leaveGuard.ts';
import { Button } from './ui/Button.tsx';
import { Modal } from './ui/Modal.tsx';

/** Asks before a changed form is left: Stay keeps it, Leave discards the changes. */
export function LeaveDialog() {
  const { pending } = useSnapshot(leaveGuard);
  return (
    <Modal isOpen={pending !== null} onClose={cancelLeave} title="Discard unsaved changes?" role="alertdialog">
      <p className="modal__text">This form has changes that are not saved. Leave and discard them?</p>
      <footer className="modal__actions">
        <Button variant="secondary" onPress={cancelLeave} autoFocus>Stay</Button>
        <Button variant="danger" onPress={confirmLeave}>Leave</Button>
      </footer>
    </Modal>
  );
}
