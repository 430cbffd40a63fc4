/** A field the user can type in or choose with: not hidden, disabled or read-only (an edit's fixed Week Day or event), nor kept off the Tab order (a file input, reached by its button). */
const USABLE = ':not([disabled]):not([readonly]):not([tabindex="-1"])';
const FIELD = [`input:not([type=hidden])${USABLE}`, `textarea${USABLE}`, `select${USABLE}`, '[role=checkbox]:not([aria-disabled=true])'].join(', ');

/** The place focus should land on a screen: a form's first field, else the heading, else the screen itself. */
export function focusTarget(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return null;
  const field = main.querySelector<HTMLElement>(`form ${FIELD.split(', ').join(', form ')}`);
  const target = field ?? main.querySelector<HTMLElement>('h1') ?? main;
  if (target !== field && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  if (field) markAutoFocused(field);
  return target;
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

