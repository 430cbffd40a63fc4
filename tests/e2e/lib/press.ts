import type { Locator, Page } from 'playwright-core';

/**
 * Clicks a react-aria checkbox or switch where a user does: on its visible label, since the
 * input that carries the role is visually hidden.
 */
export const clickToggle = (control: Locator): Promise<void> => control.locator('xpath=ancestor::label[1]').click();

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, then checks the focus is drawn
 * (a ring on the control or, for a hidden checkbox/switch input, on its visible label).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}): Promise<void> {
  for (let presses = 0; !(await isFocused(target)); presses++) {
    if (presses === max) throw new Error(`${String(target)} was not reached with ${max} presses of Tab`);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const drawn = await target.evaluate((el) => {
    const host = el.closest('label') ?? el;
    return [host, ...host.querySelectorAll('*')].some((node) => getComputedStyle(node).boxShadow !== 'none');
  });
  if (!drawn) throw new Error(`${String(target)} has the focus but shows no focus ring`);
}

/** Moves the palette's selection with the arrow keys onto `option`, then runs it with Enter. */
export async function arrowTo(page: Page, option: Locator, max = 30): Promise<void> {
  await option.waitFor();
  for (let presses = 0; (await option.getAttribute('aria-selected')) !== 'true'; presses++) {
    if (presses === max) throw new Error(`${String(option)} was not reached with the arrow keys`);
    await page.keyboard.press('ArrowDown');
  }
  if ((await option.evaluate((el) => getComputedStyle(el).boxShadow)) === 'none') throw new Error(`${String(option)} is selected but not drawn as selected`);
  await page.keyboard.press('Enter');
}
