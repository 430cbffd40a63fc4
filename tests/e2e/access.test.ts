import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { codes, gql } from '../gateway/lib/gql.ts';
import { startE2E, type E2E } from './lib/harness.ts';
import { clickToggle } from './lib/press.ts';
import { grantBox, successToast } from './lib/roles.ts';
import { signInWithForm } from './lib/signIn.ts';

// The Users screens come from another area; this file waits for them rather than faking them.
const usersBuilt = existsSync(resolve(import.meta.dirname, '../../web/features/users/resource.ts'));

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe.runIf(usersBuilt)('access for a sub-admin with only "users: view"', () => {
  it('sees only what the role grants, is refused the rest by the API, and is sent to login once blocked', async () => {
    const guest = await callApi<{ _id: string }>(e2e.stack.api.url, 'post', '/create/user', {
      token: e2e.stack.api.adminToken,
      body: { firstName: 'Guest', lastName: 'One', email: 'guest.one@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1990-01-01' },
    });
    expect(guest.status).toBe(201);

    // The Admin creates the role and the sub-admin in the console.
    const admin = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await admin.goto(e2e.url('/roles/new'));
    await admin.getByLabel('Role Name').fill('Users viewer');
    await clickToggle(grantBox(admin, 'Users', 'View'));
    await admin.getByRole('button', { name: 'Add Role' }).click();
    await successToast(admin, 'Role created successfully');

    await admin.goto(e2e.url('/subAdmins'));
    await admin.getByRole('link', { name: 'ADD' }).click();
    await admin.getByRole('heading', { name: 'Add Sub Admin' }).waitFor();
    await admin.getByRole('button', { name: 'Add Sub Admin' }).click();
    for (const message of ['Name is required', 'Email is required', 'Role is required', 'Password is required']) await admin.getByText(message).waitFor();
    await admin.getByLabel('Name').fill('Vee Viewer');
    await admin.getByLabel('Email').fill('vee@venue.test');
    await admin.getByLabel('Role').selectOption({ label: 'Users viewer' });
    await admin.getByLabel('Password').fill('Vee-pass-123');
    await admin.getByRole('button', { name: 'Add Sub Admin' }).click();
    await successToast(admin, 'Sub admin created successfully');
    await admin.waitForURL('**/subAdmins');
    const row = admin.getByRole('table', { name: 'Sub Admins' }).getByRole('row').filter({ hasText: 'vee@venue.test' });
    expect((await row.getByRole('cell').allInnerTexts()).slice(2, 5)).toEqual(['Vee Viewer', 'vee@venue.test', 'Users viewer']);

    // The sub-admin, in a fresh browser context, sees Dashboard and Users only, and no edit or delete.
    const sub = await e2e.newPage();
    await signInWithForm(sub, e2e.url('/login'), 'vee@venue.test', 'Vee-pass-123');
    const nav = sub.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Users' }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Dashboard', 'Users']);
    await nav.getByRole('link', { name: 'Users' }).click();
    const users = sub.getByRole('table', { name: 'Users' });
    await users.getByRole('row').filter({ hasText: 'guest.one@guest.test' }).waitFor();
    await users.getByRole('link', { name: /^View / }).first().waitFor();
    expect(await sub.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    expect(await sub.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await sub.getByRole('link', { name: 'ADD' }).count()).toBe(0);

    // A direct edit with the sub-admin's own token is refused by the API behind the gateway.
    const token = await sub.evaluate(() => localStorage.getItem('token') ?? '');
    const edit = await gql(e2e.stack.gatewayUrl, 'mutation E($input: UpdateUserInput!) { updateUser(input: $input) { message } }', {
      token,
      variables: { input: { id: guest.body.data!._id, firstName: 'Hacked', lastName: 'One', email: 'guest.one@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1990-01-01' } },
    });
    expect(codes(edit)).toEqual(['FORBIDDEN']);

    // The Admin blocks the sub-admin; the sub-admin's next action ends at the login screen.
    await clickToggle(admin.getByRole('switch', { name: 'Blocked: Vee Viewer' }));
    await successToast(admin, 'Sub admin blocked successfully');
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await nav.getByRole('link', { name: 'Users' }).click();
    await sub.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/users');
    await sub.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });
});
