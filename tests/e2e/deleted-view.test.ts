import { afterAll, beforeAll, describe, it } from 'vitest';
import { CONFIRM_DELETE } from '#domain/messages';
import { startE2E, type E2E } from './lib/harness.ts';
import { arrowTo } from './lib/press.ts';
import { roleRow, successToast } from './lib/roles.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('the Deleted view and Restore, derived for every area that declares restore', () => {
  it('lists a deleted role under Deleted, restores it from there and again from the palette', async () => {
    await e2e.stack.api.createRole({ name: 'Night Porter' });
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/roles'));
    const dialog = page.getByRole('alertdialog', { name: CONFIRM_DELETE.title });
    const remove = async () => {
      await page.getByRole('button', { name: 'Delete Night Porter' }).click();
      await dialog.getByRole('button', { name: CONFIRM_DELETE.confirm, exact: true }).click();
      await successToast(page, 'Role deleted successfully');
      await roleRow(page, 'Night Porter').waitFor({ state: 'detached' });
    };
    await roleRow(page, 'Night Porter').waitFor();
    await remove();

    await page.getByRole('link', { name: 'Deleted', exact: true }).click();
    await page.getByRole('heading', { name: 'Deleted Roles' }).waitFor();
    const deleted = page.getByRole('table', { name: 'Deleted Roles' }).getByRole('row').filter({ hasText: 'Night Porter' });
    await deleted.waitFor();
    await page.getByRole('button', { name: 'Restore Night Porter' }).click();
    await successToast(page, 'Role restored successfully');
    await deleted.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Back to Roles' }).click();
    await roleRow(page, 'Night Porter').waitFor();

    await remove();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await page.keyboard.type('restore role');
    await arrowTo(page, palette.getByRole('option', { name: 'Restore role…', exact: true }));
    await page.keyboard.type('night');
    await arrowTo(page, palette.getByRole('option', { name: 'Restore Night Porter role · deleted', exact: true }));
    await successToast(page, 'Role restored successfully');
    await roleRow(page, 'Night Porter').waitFor();
  });
});
