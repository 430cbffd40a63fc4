import { proxy } from 'valtio';
import { SOMETHING_WENT_WRONG } from '#domain/messages';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
  /** A button on the toast, e.g. Undo after a delete. */
  action?: { label: string; run: () => void };
}

const LIFETIME_MS = 4000;
/** A toast with an action stays longer, so there is time to reach it. */
const ACTION_LIFETIME_MS = 10_000;
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Toasts on screen, newest last. */
export const toasts = proxy<{ items: Toast[] }>({ items: [] });

function expireIn(id: number, ms: number): void {
  clearTimeout(timers.get(id));
  timers.set(id, setTimeout(() => dismissToast(id), ms));
}

/**
 * Shows a toast, newest last. The same message already on screen (without a button) is not shown
 * twice: it moves to the end and stays its full time again. Two calls failing together (the session
 * check and the list, with the network down) then say "Something Went Wrong" once.
 */
function push(kind: Toast['kind'], text: string): void {
  const same = toasts.items.findIndex((t) => t.kind === kind && t.text === text && !t.action);
  if (same >= 0) {
    const [shown] = toasts.items.splice(same, 1);
    toasts.items.push(shown!);
    expireIn(shown!.id, LIFETIME_MS);
    return;
  }
  const id = nextId++;
  toasts.items.push({ id, kind, text });
  expireIn(id, LIFETIME_MS);
}

/** Removes one toast. */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const index = toasts.items.findIndex((t) => t.id === id);
  if (index >= 0) toasts.items.splice(index, 1);
}

/** Puts a button on the newest success toast (the reply just shown), e.g. Undo after a delete; pressing it dismisses the toast. */
export function offerAction(label: string, run: () => void): void {
  const last = toasts.items.findLast((t) => t.kind === 'success');
  if (!last) return;
  const { id } = last;
  last.action = {
    label,
    run: () => {
      dismissToast(id);
      run();
    },
  };
  expireIn(id, ACTION_LIFETIME_MS);
}

/** Shows a reply message as a success toast (§7 notes). */
export const toastSuccess = (text: string): void => push('success', text);

/** Shows an error message. */
export const toastError = (text: string): void => push('error', text);

/** An error the request helper has already shown to the user. */
/** One refused field: its path in the saved values and the API's message. */
export type FieldProblem = { path: readonly (string | number)[]; message: string };

export class NotifiedError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** The problems by field path (`extensions.fields` of a BAD_USER_INPUT or a CONFLICT), for the form to show under each field. */
    readonly fields: readonly FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'NotifiedError';
  }
}

/**
 * The API's refusal of a change made from an older version of the record (CONFLICT on
 * `expectedUpdatedAt`). It is not toasted: the form that sent the version says so beside its Save.
 */
export const isStaleRefusal = (error: unknown): error is NotifiedError =>
  error instanceof NotifiedError && error.code === 'CONFLICT' && error.fields.some((field) => field.path[0] === 'expectedUpdatedAt');

/** Toasts any failure once: request errors are already shown, anything else is "Something Went Wrong". */
export function reportError(error: unknown): void {
  if (!(error instanceof NotifiedError)) toastError(SOMETHING_WENT_WRONG);
}
