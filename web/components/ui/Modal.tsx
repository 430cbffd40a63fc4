import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

const ModalDialog = lazy(() => import('./ModalDialog.tsx').then((m) => ({ default: m.ModalDialog })));

/**
 * A modal dialog with a title and a close icon; Escape and the overlay close it too. Its code
 * (react-aria's overlays) is downloaded the first time it opens, so a screen that only might ask
 * (a list's Delete, a form's leave question) does not pay for it on load.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
