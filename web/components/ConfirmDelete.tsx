import { CONFIRM_DELETE } from '#domain/messages';
import { Button } from './ui/Button.tsx';
import { Modal } from './ui/Modal.tsx';

/**
 * The delete confirmation of §2.3. Cancel, the close icon and Escape only close it; Delete closes
 * it and runs `onConfirm` (the dialog closes whatever the call returns).
 */
export function ConfirmDelete({ isOpen, onClose, onConfirm }: { isOpen: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={CONFIRM_DELETE.title} role="alertdialog">
      <p className="modal__text">{CONFIRM_DELETE.text}</p>
      <footer className="modal__actions">
        <Button variant="secondary" onPress={onClose} autoFocus>{CONFIRM_DELETE.cancel}</Button>
        <Button
          variant="danger"
          onPress={() => {
            onClose();
            onConfirm();
          }}
        >
          {CONFIRM_DELETE.confirm}
        </Button>
      </footer>
    </Modal>
  );
}
