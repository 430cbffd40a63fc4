import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_DELETE } from '#domain/messages';
import { callApi } from '../support/api.ts';
import { makeCategory } from '../support/floor.ts';
import { seedMedia } from '../support/seed-media.ts';
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

describe('lists keep their search and status filter in the URL (issue 12)', () => {
  it('a declared list (roles) and a hand-written one (categories) filter by text and status, and a reload keeps the view', async () => {
    const admin = (method: string, path: string, body: unknown) => callApi<{ _id: string }>(e2e.stack.api.url, method, path, { token: e2e.stack.api.adminToken, body });
    const dormant = await e2e.stack.api.createRole({ name: 'Cellar dormant' });
    await e2e.stack.api.createRole({ name: 'Cellar active' });
    await admin('patch', '/update/role/status', { roleId: dormant, status: 2 });
    const quiet = await makeCategory(e2e.stack.api, 'Lounge quiet');
    await makeCategory(e2e.stack.api, 'Lounge busy');
    await admin('patch', '/update/category/status', { categoryId: quiet._id, status: 2 });

    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    for (const { path, label, text, shown, hidden } of [
      { path: '/roles', label: 'Roles', text: 'cellar', shown: 'Cellar dormant', hidden: 'Cellar active' },
      { path: '/categories', label: 'Categories', text: 'lounge', shown: 'Lounge quiet', hidden: 'Lounge busy' },
    ]) {
      await page.goto(e2e.url(path));
      const rows = page.getByRole('table', { name: label, exact: true }).getByRole('row');
      const tools = page.getByRole('search', { name: label });
      await tools.getByRole('searchbox', { name: 'Search' }).fill(text);
      await tools.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Inactive' });
      await page.waitForURL((url) => url.searchParams.get('q') === text && url.searchParams.get('status') === 'inactive');
      await rows.filter({ hasText: shown }).waitFor();
      await rows.filter({ hasText: hidden }).waitFor({ state: 'detached' });

      await page.reload();
      await rows.filter({ hasText: shown }).waitFor();
      expect(await rows.filter({ hasText: hidden }).count()).toBe(0);
      expect(await tools.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(text);
      expect(await tools.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('inactive');
    }
  });
});

describe('trash and restore on a hand-written list (the Gallery)', () => {
  it('a deleted picture comes back with Undo, and from the Deleted view with Restore', async () => {
    const metaData = { width: 2000, height: 3000 };
    const made = await callApi(e2e.stack.api.url, 'post', '/create/gallery', { token: e2e.stack.api.adminToken, body: { image: await seedMedia(e2e.stack.api.db, 'gallery', metaData), metaData } });
    expect(made.status).toBe(201);
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/galleries'));
    const cards = page.getByRole('list', { name: 'Gallery', exact: true }).getByRole('listitem');
    await cards.first().waitFor();
    const before = await cards.count();
    const remove = async () => {
      await page.getByRole('button', { name: 'Delete Gallery image 1' }).click();
      await page.getByRole('alertdialog', { name: CONFIRM_DELETE.title }).getByRole('button', { name: CONFIRM_DELETE.confirm, exact: true }).click();
      await successToast(page, 'Gallery image deleted successfully');
      await expect.poll(() => cards.count()).toBe(before - 1);
    };

    await remove();
    await page.getByRole('status').filter({ hasText: 'Gallery image deleted successfully' }).getByRole('button', { name: 'Undo' }).click();
    await successToast(page, 'Gallery image restored successfully');
    await expect.poll(() => cards.count()).toBe(before);

    await remove();
    await page.getByRole('link', { name: 'Deleted', exact: true }).click();
    await page.getByRole('heading', { name: 'Deleted Gallery' }).waitFor();
    expect(new URL(page.url()).searchParams.get('deleted')).toBe('1');
    await page.getByRole('button', { name: 'Restore Gallery image 1' }).click();
    await successToast(page, 'Gallery image restored successfully');
    await page.getByRole('button', { name: 'Restore Gallery image 1' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Back to Gallery' }).click();
    await expect.poll(() => cards.count()).toBe(before);
  });
});
