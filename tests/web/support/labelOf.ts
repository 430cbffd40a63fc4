import { page, type Locator } from 'vitest/browser';

/** The visible label wrapping a react-aria switch or checkbox, which is what a mouse user clicks. */
export function labelOf(control: Locator): Locator {
  const label = control.element().closest('label');
  if (!label) throw new Error('control has no wrapping label');
  return page.elementLocator(label);
}
