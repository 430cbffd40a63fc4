import { proxy } from 'valtio';
import { SOMETHING_WENT_WRONG } from '#domain/messages';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

const LIFETIME_MS = 4000;
let nextId = 1;

/** Toasts on screen, newest last. */
export const toasts = proxy<{ items: Toast[] }>({ items: [] });

function push(kind: Toast['kind'], text: string): void {
  const id = nextId++;
  toasts.items.push({ id, kind, text });
  setTimeout(() => dismissToast(id), LIFETIME_MS);
}

/** Removes one toast. */
export function dismissToast(id: number): void {
  const index = toasts.items.findIndex((t) => t.id === id);
  if (index >= 0) toasts.items.splice(index, 1);
}

/** Shows a reply message as a success toast (§7 notes). */
export const toastSuccess = (text: string): void => push('success', text);

/** Shows an error message. */
export const toastError = (text: string): void => push('error', text);

/** An error the request helper has already shown to the user. */
export class NotifiedError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
    this.name = 'NotifiedError';
  }
}

/** Toasts any failure once: request errors are already shown, anything else is "Something Went Wrong". */
export function reportError(error: unknown): void {
  if (!(error instanceof NotifiedError)) toastError(SOMETHING_WENT_WRONG);
}
