import { useRef, useState } from 'react';
import { keepFocusOnScreen } from './focusTarget.ts';
import { removeRow, type PageRows } from './pageRows.ts';
import { offerUndo } from './undoDelete.ts';

/**
 * A list's delete (§2.3): `ask(id)` opens the confirmation, whose props are `confirm`
 * (`<ConfirmDelete {...confirm} />`); once the server accepted, the row leaves the page and, where
 * the area restores, the reply's toast offers Undo. The focus, on the row's Delete button, goes to
 * the screen's heading as the row leaves.
 */
export function useRowDelete<Row extends { id: string }>(rows: PageRows<Row>, remove: (id: string) => Promise<unknown>, restore?: (id: string) => Promise<unknown>) {
  const [deleting, setDeleting] = useState<string | null>(null);
  // The control that asked (the row's Delete button), which the confirmation gives the focus back to.
  const asker = useRef<Element | null>(null);
  const run = async (id: string) => {
    await remove(id);
    removeRow(rows, id);
    keepFocusOnScreen(asker.current);
    offerUndo(restore, id);
  };
  return {
    ask: (id: string) => {
      asker.current = document.activeElement;
      setDeleting(id);
    },
    confirm: {
      isOpen: deleting !== null,
      onClose: () => setDeleting(null),
      // The request helper has already toasted a failure.
      onConfirm: () => deleting && run(deleting).catch(() => undefined),
    },
  };
}
