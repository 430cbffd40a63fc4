import { useEffect, useRef } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { firstField } from '../../lib/focusTarget.ts';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';
import type { ModalProps } from './Modal.tsx';

/** The modal dialog itself (react-aria's), loaded by Modal on first open. */
export function ModalDialog({ isOpen, onClose, title, children, role = 'dialog' }: ModalProps) {
  const dialog = useRef<HTMLElement>(null);
  // A popup form starts on its first field, as a form screen does; react-aria has just focused the dialog itself.
  useEffect(() => {
    if (isOpen && dialog.current && document.activeElement === dialog.current) firstField(dialog.current)?.focus();
  }, [isOpen]);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable className="modal-overlay">
      <AriaModal className="modal">
        <Dialog ref={dialog} role={role} className="modal__dialog">
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
