import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';

/** A modal dialog with a title and a close icon; Escape and the overlay close it too. */
export function Modal({ isOpen, onClose, title, children, role = 'dialog' }: { isOpen: boolean; onClose: () => void; title: string; children: ReactNode; role?: 'dialog' | 'alertdialog' }) {
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
