import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type Flag = 'All' | 'Add' | 'View' | 'Edit' | 'Delete';
const FLAGS: readonly Flag[] = ['All', 'Add', 'View', 'Edit', 'Delete'];

/** The roles list row showing `name`. */
export const roleRow = (page: Page, name: string) => page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: name });

/** The "Assign Permissions" checkbox of one module and flag, e.g. ("Events", "All"). */
export const grantBox = (page: Page, module: string, flag: Flag) => page.getByRole('checkbox', { name: `${module} ${flag}`, exact: true });

/** Which flags of a module's "Assign Permissions" row are ticked, in grid order. */
export async function gridTicks(page: Page, module: string): Promise<Flag[]> {
  const ticked: Flag[] = [];
  for (const flag of FLAGS) if (await grantBox(page, module, flag).isChecked()) ticked.push(flag);
  return ticked;
}

const GREEN = 'rgb(18, 183, 106)';
const RED = 'rgb(217, 45, 32)';

/** Which flags the Role Detail table shows with a green tick for a module (the rest must be red crosses). */
export async function detailTicks(page: Page, module: string): Promise<Flag[]> {
  const row = page.getByRole('table', { name: 'Permissions' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: module, exact: true }) });
  // The heading shows before the role has loaded: wait for the row's last mark.
  await row.getByRole('img').nth(FLAGS.length - 1).waitFor();
  const marks = await row.getByRole('img').evaluateAll((imgs) => imgs.map((img) => ({ label: img.getAttribute('aria-label'), color: getComputedStyle(img).color })));
  expect(marks).toHaveLength(FLAGS.length);
  for (const mark of marks) expect(mark).toEqual(mark.label === 'Yes' ? { label: 'Yes', color: GREEN } : { label: 'No', color: RED });
  return FLAGS.filter((_, i) => marks[i]?.label === 'Yes');
}

/** Waits for a success toast with exactly this text. */
export const successToast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
