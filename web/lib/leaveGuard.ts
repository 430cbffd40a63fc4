import { proxy } from 'valtio';

/**
 * Whether the screen holds changes not saved, and the departure waiting for the user's answer. The
 * question is asked by <LeaveDialog>; a form's own `useLeaveGuard` (useLeaveGuard.ts, loaded with the
 * forms) sets `dirty` and catches links, Back and Forward, and closing the tab.
 */
export const leaveGuard = proxy<{ dirty: boolean; pending: (() => void) | null }>({ dirty: false, pending: null });

/** Leaves at once when nothing is unsaved; otherwise asks first (the dialog runs `go` on Leave). */
export function askToLeave(go: () => void): void {
  if (!leaveGuard.dirty) go();
  else leaveGuard.pending = go;
}

/**
 * Asks as askToLeave does before `go` puts a new form in place of this one (Reload), but the form
 * stays guarded until the new one takes over: when `go` fails (the network down, the record gone),
 * leaving what was typed still asks.
 */
export function askToReplace(go: () => void): void {
  const { dirty } = leaveGuard;
  askToLeave(() => {
    leaveGuard.dirty = dirty;
    go();
  });
}

/** The user chose Leave: the changes are dropped and the departure goes ahead. */
export function confirmLeave(): void {
  const go = leaveGuard.pending;
  Object.assign(leaveGuard, { dirty: false, pending: null });
  go?.();
}

/** The user chose Stay. */
export function cancelLeave(): void {
  leaveGuard.pending = null;
}

/** A save went through: leaving no longer asks. */
export function markSaved(): void {
  leaveGuard.dirty = false;
}
