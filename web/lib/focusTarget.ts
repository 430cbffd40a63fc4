/** A field the user can type in or choose with: not hidden, disabled or read-only (an edit's fixed Week Day or event), nor kept off the Tab order (a file input, reached by its button). */
const USABLE = ':not([disabled]):not([readonly]):not([tabindex="-1"])';
const FIELD = [`input:not([type=hidden])${USABLE}`, `textarea${USABLE}`, `select${USABLE}`, '[role=checkbox]:not([aria-disabled=true])'].join(', ');

/** The first field of a form inside `root` the user can change, marked as focused by the console (see markAutoFocused). */
export function firstField(root: ParentNode): HTMLElement | null {
  const field = root.querySelector<HTMLElement>(`form ${FIELD.split(', ').join(', form ')}`);
  if (field) markAutoFocused(field);
  return field;
}

/** The place focus should land on a screen: a form's first field, else the heading, else the screen itself. */
export function focusTarget(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return null;
  const target = firstField(main) ?? main.querySelector<HTMLElement>('h1') ?? main;
  if (target.matches('h1, main') && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/**
 * When the control that had the focus leaves the page (a deleted row's Delete button), the focus
 * goes to the screen's heading rather than to the page's start, so a keyboard or screen-reader user
 * stays on the list; unless it has moved on. It waits, a frame at a time, for the control to go and
 * for a dialog that holds the focus (the confirmation, closing) to give it back.
 */
export function keepFocusOnScreen(held: Element | null, frames = 30): void {
  if (!held || held === document.body) return;
  const active = document.activeElement;
  if (held.isConnected || active?.closest('[role=dialog], [role=alertdialog]')) {
    if (frames > 1) requestAnimationFrame(() => keepFocusOnScreen(held, frames - 1));
    return;
  }
  if (active && active !== document.body) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

const CONTROL = 'input:not([type=hidden]):not([tabindex="-1"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/**
 * After a submit the form refused, the focus goes to the first field with a message (the one its
 * `aria-describedby` names, else the first control of the message's field or group), so a keyboard
 * or screen-reader user lands on the problem and hears it; unless the user has moved on meanwhile.
 * `frames`: how many frames to wait for the messages to appear.
 */
export function focusFirstProblem(form: HTMLFormElement, frames = 10): void {
  const message = form.querySelector<HTMLElement>('.field__error');
  // React may commit the messages a frame or more after the save settles (later on a busy machine):
  // look again on the next frames, while the form is there.
  if (!message) {
    if (frames > 1 && form.isConnected) requestAnimationFrame(() => focusFirstProblem(form, frames - 1));
    return;
  }
  const active = document.activeElement;
  if (active && active !== document.body && !form.contains(active)) return;
  const described = message.id ? form.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(message.id)}"]`) : null;
  const owner = described ?? message.closest<HTMLElement>('.field, fieldset');
  const control = owner?.matches(CONTROL) ? owner : owner?.querySelector<HTMLElement>(CONTROL);
  control?.focus();
}

/**
 * A field given the focus by the console rather than by the user: leaving it untouched does not
 * count as visiting it, so its "… is required" does not appear (and move the form) when the user's
 * first act is a click elsewhere. A key or a press on it makes it the user's.
 */
function markAutoFocused(field: HTMLElement): void {
  field.dataset.autofocused = 'true';
  const engaged = () => {
    delete field.dataset.autofocused;
    field.removeEventListener('keydown', engaged);
    field.removeEventListener('pointerdown', engaged);
  };
  field.addEventListener('keydown', engaged);
  field.addEventListener('pointerdown', engaged);
}

/** True, once, for the blur of a field the console focused and the user never used; it counts as not visited. */
export function leftUntouched(target: EventTarget | null | undefined): boolean {
  if (!(target instanceof HTMLElement) || target.dataset.autofocused !== 'true') return false;
  delete target.dataset.autofocused;
  return true;
}

