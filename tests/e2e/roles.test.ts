import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '#domain/format';
import { CONFIRM_DELETE } from '#domain/messages';
import { startE2E, type E2E } from './lib/harness.ts';
import { arrowTo, clickToggle, tabTo } from './lib/press.ts';
import { detailTicks, grantBox, gridTicks, roleRow, successToast } from './lib/roles.ts';

let e2e: E2E;
beforeAll(async () => {
  // The role flows also run on PostgreSQL when one is given (as in CI); the other files cover PGlite.
  e2e = await startE2E({ api: { backend: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' } });
});
afterAll(() => e2e?.close());

describe('roles by mouse', () => {
  it('creates, views, edits, deactivates and deletes a role', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/roles'));
    await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();

    // create, with the name rule shown in the browser
    await page.getByRole('link', { name: 'ADD' }).click();
    await page.getByRole('heading', { name: 'Add Role' }).waitFor();
    expect(await page.getByText('Role Name is required').count()).toBe(0);
    await page.getByRole('button', { name: 'Add Role' }).click();
    await page.getByText('Role Name is required').waitFor();
    expect(new URL(page.url()).pathname).toBe('/roles/new');
    await page.getByLabel('Role Name').fill('Door Staff');
    expect(await page.getByText('Role Name is required').count()).toBe(0);
    await clickToggle(grantBox(page, 'Events', 'All'));
    expect(await gridTicks(page, 'Events')).toEqual(['All', 'Add', 'View', 'Edit', 'Delete']);
    await clickToggle(grantBox(page, 'Users', 'View'));
    expect(await gridTicks(page, 'Users')).toEqual(['View']);
    const before = formatDate(new Date());
    await page.getByRole('button', { name: 'Add Role' }).click();
    await successToast(page, 'Role created successfully');
    await page.waitForURL('**/roles');
    const created = roleRow(page, 'Door Staff');
    await created.waitFor();
    const cells = await created.getByRole('cell').allInnerTexts();
    expect(cells[0]).toBe('1');
    expect([before, formatDate(new Date())]).toContain(cells[1]);
    expect(await created.getByRole('switch', { name: 'Status of Door Staff' }).isChecked()).toBe(true);

    // detail: ticks and crosses
    await page.getByRole('link', { name: 'View Door Staff' }).click();
    await page.getByRole('heading', { name: 'Role Detail' }).waitFor();
    await page.getByText('Door Staff').waitFor();
    expect(await detailTicks(page, 'Events')).toEqual(['All', 'Add', 'View', 'Edit', 'Delete']);
    expect(await detailTicks(page, 'Users')).toEqual(['View']);
    expect(await detailTicks(page, 'Hosts')).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/roles');

    // edit: the All rule, and the name rule on a cleared field
    await page.getByRole('link', { name: 'Edit Door Staff' }).click();
    await page.getByRole('heading', { name: 'Edit Role' }).waitFor();
    await page.getByRole('heading', { name: 'Assign Permissions' }).waitFor();
    expect(await page.getByLabel('Role Name').inputValue()).toBe('Door Staff');
    expect(await gridTicks(page, 'Events')).toEqual(['All', 'Add', 'View', 'Edit', 'Delete']);
    await clickToggle(grantBox(page, 'Events', 'Edit'));
    expect(await gridTicks(page, 'Events')).toEqual(['All', 'Add', 'View', 'Delete']);
    await clickToggle(grantBox(page, 'Hosts', 'All'));
    expect(await gridTicks(page, 'Hosts')).toEqual(['All', 'Add', 'View', 'Edit', 'Delete']);
    await clickToggle(grantBox(page, 'Hosts', 'All'));
    expect(await gridTicks(page, 'Hosts')).toEqual([]);
    await clickToggle(grantBox(page, 'Gallery', 'All'));
    await page.getByLabel('Role Name').fill('');
    await page.getByLabel('Role Name').blur();
    await page.getByText('Role Name is required').waitFor();
    await page.getByLabel('Role Name').fill('Door Team');
    await page.getByRole('button', { name: 'Save' }).click();
    await successToast(page, 'Role updated successfully');
    await page.waitForURL('**/roles');
    await roleRow(page, 'Door Team').waitFor();
    expect(await roleRow(page, 'Door Staff').count()).toBe(0);
    await page.getByRole('link', { name: 'View Door Team' }).click();
    await page.getByRole('heading', { name: 'Role Detail' }).waitFor();
    expect(await detailTicks(page, 'Events')).toEqual(['All', 'Add', 'View', 'Delete']);
    expect(await detailTicks(page, 'Gallery')).toEqual(['All', 'Add', 'View', 'Edit', 'Delete']);
    expect(await detailTicks(page, 'Hosts')).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();

    // toggle status: flips at once and stays after a reload
    const status = page.getByRole('switch', { name: 'Status of Door Team' });
    await clickToggle(status);
    await successToast(page, 'Role status updated successfully');
    expect(await status.isChecked()).toBe(false);
    await page.reload();
    await roleRow(page, 'Door Team').waitFor();
    expect(await status.isChecked()).toBe(false);

    // delete: Cancel and the close icon keep the row; Delete removes it for good
    const dialog = page.getByRole('alertdialog', { name: CONFIRM_DELETE.title });
    await page.getByRole('button', { name: 'Delete Door Team' }).click();
    await dialog.getByText(CONFIRM_DELETE.text).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete Door Team' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await roleRow(page, 'Door Team').count()).toBe(1);
    await page.getByRole('button', { name: 'Delete Door Team' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await successToast(page, 'Role deleted successfully');
    await roleRow(page, 'Door Team').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
    await page.getByText('Loading Roles...').waitFor({ state: 'detached' });
    expect(await roleRow(page, 'Door Team').count()).toBe(0);
    await page.screenshot({ path: '/tmp/e2e-roles-list.png' });
  });
});

describe('roles by keyboard alone', () => {
  it('creates, views, edits, deactivates and deletes a role with Tab, Enter, Space, arrows and the palette', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    const { keyboard } = page;
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const option = (name: string) => palette.getByRole('option', { name, exact: true });
    await page.goto(e2e.url('/dashboard'));
    await page.getByText('Welcome Test Admin').waitFor();

    // create from the palette
    await keyboard.press('Control+k');
    await palette.waitFor();
    await keyboard.type('new role');
    await arrowTo(page, option('New role'));
    await page.getByRole('heading', { name: 'Add Role' }).waitFor();
    const name = page.getByLabel('Role Name');
    await tabTo(page, name);
    await keyboard.press('Tab');
    await page.getByText('Role Name is required').waitFor();
    await tabTo(page, name, { backwards: true });
    await keyboard.type('Key Holder');
    await page.getByText('Role Name is required').waitFor({ state: 'detached' });
    await tabTo(page, grantBox(page, 'Events', 'All'));
    await keyboard.press('Space');
    expect(await gridTicks(page, 'Events')).toEqual(['All', 'Add', 'View', 'Edit', 'Delete']);
    await tabTo(page, grantBox(page, 'Users', 'View'), { backwards: true });
    await keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Add Role' }));
    await keyboard.press('Enter');
    await successToast(page, 'Role created successfully');
    await page.waitForURL('**/roles');
    await roleRow(page, 'Key Holder').waitFor();

    // view by Tab and Enter, back by Close
    await tabTo(page, page.getByRole('link', { name: 'View Key Holder' }));
    await keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Role Detail' }).waitFor();
    await page.getByText('Key Holder').waitFor();
    expect(await detailTicks(page, 'Events')).toEqual(['All', 'Add', 'View', 'Edit', 'Delete']);
    expect(await detailTicks(page, 'Users')).toEqual(['View']);
    await tabTo(page, page.getByRole('button', { name: 'Close' }));
    await keyboard.press('Enter');
    await page.waitForURL('**/roles');

    // edit: found in the palette as you type, chosen with the arrows
    await keyboard.press('Control+k');
    await palette.waitFor();
    await keyboard.type('key hol');
    await arrowTo(page, option('Key Holder role'));
    await arrowTo(page, option('Edit'));
    await page.getByRole('heading', { name: 'Edit Role' }).waitFor();
    await page.getByRole('heading', { name: 'Assign Permissions' }).waitFor();
    await tabTo(page, grantBox(page, 'Events', 'Edit'));
    await keyboard.press('Space');
    expect(await gridTicks(page, 'Events')).toEqual(['All', 'Add', 'View', 'Delete']);
    await tabTo(page, grantBox(page, 'Hosts', 'All'), { backwards: true });
    await keyboard.press('Space');
    expect(await gridTicks(page, 'Hosts')).toEqual(['All', 'Add', 'View', 'Edit', 'Delete']);
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await keyboard.press('Enter');
    await successToast(page, 'Role updated successfully');
    await page.waitForURL('**/roles');
    await tabTo(page, page.getByRole('link', { name: 'View Key Holder' }));
    await keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Role Detail' }).waitFor();
    expect(await detailTicks(page, 'Events')).toEqual(['All', 'Add', 'View', 'Delete']);
    expect(await detailTicks(page, 'Hosts')).toEqual(['All', 'Add', 'View', 'Edit', 'Delete']);
    await tabTo(page, page.getByRole('button', { name: 'Close' }));
    await keyboard.press('Enter');
    await page.waitForURL('**/roles');

    // deactivate with Space on the switch
    const status = page.getByRole('switch', { name: 'Status of Key Holder' });
    await tabTo(page, status);
    await keyboard.press('Space');
    await successToast(page, 'Role status updated successfully');
    expect(await status.isChecked()).toBe(false);

    // delete: Escape keeps the role, Tab to Delete and Enter removes it
    const dialog = page.getByRole('alertdialog', { name: CONFIRM_DELETE.title });
    const deleteButton = page.getByRole('button', { name: 'Delete Key Holder' });
    await tabTo(page, deleteButton);
    await keyboard.press('Enter');
    await dialog.getByText(CONFIRM_DELETE.text).waitFor();
    await keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await tabTo(page, deleteButton);
    await keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Delete', exact: true }));
    await keyboard.press('Enter');
    await successToast(page, 'Role deleted successfully');
    await roleRow(page, 'Key Holder').waitFor({ state: 'detached' });
  });
});
