import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';
import type { ModalProps } from './Modal.tsx';

/** The modal dialog itself (react-aria's), loaded by Modal on first open. */
export function ModalDialog({ isOpen, onClose, title, children, role = 'dialog' }: ModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable className="modal-overlay">
      <AriaModal className="modal">
        <Dialog role={role} className="modal__dialog">
          <header className="modal__header">
            <Heading slot="title" className="modal__title">{title}</Heading>
            <Button variant="icon" aria-label="Close" onPress={onClose}>
              <Icon name="close" />
            </Button>
          </header>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
