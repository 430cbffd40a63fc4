/** Changes held back while a pointer is pressed, run once it is released. */
let held: (() => void)[] = [];
let pressed = false;

const release = () => {
  if (!pressed) return;
  pressed = false;
  // After the click that this release makes: the browser dispatches it in the same task.
  setTimeout(() => {
    const run = held;
    held = [];
    for (const change of run) change();
  });
};

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A button released outside the window sends no pointerup here; the next move without it tells.
  document.addEventListener('pointermove', (event) => event.buttons === 0 && release(), true);
}

/**
 * Runs `change` now, or, while a pointer is pressed, once it is released and its click has landed.
 * A field left by pressing a button (Save, Cancel, Add inclusion) shows its message only then: shown
 * at the press, the message moved the button from under the pointer and the click was lost.
 */
export function afterPress(change: () => void): void {
  if (pressed) held.push(change);
  else change();
}
