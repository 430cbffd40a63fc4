import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signIn } from '../support/http.ts';
import { startE2E, type E2E } from './lib/harness.ts';
import { signInWithForm } from './lib/signIn.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('sign in', () => {
  it('shows the login messages only once a field was touched', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/login'));
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    expect(await page.getByText('Email is required').count()).toBe(0);

    await email.focus();
    await password.focus();
    await page.getByText('Email is required').waitFor();
    expect(await page.getByText('Password is required').count()).toBe(0);

    await email.fill('not-an-email');
    await page.getByText('Invalid email').waitFor();
    await page.getByRole('button', { name: 'Sign In' }).focus();
    await page.getByText('Password is required').waitFor();
    expect(page.url()).toBe(e2e.url('/login'));
  });

  it('shows the server message for a wrong password and stays on /login', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/login'));
    await page.getByLabel('Email').fill(e2e.stack.api.adminEmail);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs in to the dashboard with a welcome line and signs out by Logout', async () => {
    const page = await e2e.newPage();
    const { adminEmail, adminPassword } = e2e.stack.api;
    await signInWithForm(page, e2e.url('/login'), adminEmail, adminPassword);
    await page.getByText('Welcome Test Admin').waitFor();
    await page.getByRole('img', { name: 'Venue logo' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto(e2e.url('/roles'));
    // The login remembers where the user was going.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/roles');
  });
});

describe('sign out', () => {
  const me = (token: string) => callApi(e2e.stack.api.url, 'get', '/me', { token });
  // The console names a document by its hash in the trusted manifest: the Logout mutation's, found there.
  const manifest = JSON.parse(readFileSync(new URL('../../graphql/generated/client/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
  const logoutHash = Object.entries(manifest).find(([, document]) => /^mutation Logout\b/.test(document))![0].replace(/^sha256:/, '');
  const loggedOut = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(logoutHash));

  it('Logout ends the session on the server too: the token it held opens nothing, and /roles then goes to /login', async () => {
    const page = await e2e.newPage();
    await signInWithForm(page, e2e.url('/login'), e2e.stack.api.adminEmail, e2e.stack.api.adminPassword);
    await page.getByText('Welcome Test Admin').waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    expect((await me(token)).status).toBe(200);

    const answered = loggedOut(page);
    await page.getByRole('link', { name: 'Logout' }).click();
    expect((await answered).ok()).toBe(true);
    expect(await me(token)).toEqual({ status: 401, body: { status: false, message: 'Your session has ended. Please sign in again.' } });
    expect(await page.evaluate(() => ['name', 'token', 'accountType', 'permissions'].map((key) => localStorage.getItem(key)))).toEqual([null, null, null, null]);

    await page.goto(e2e.url('/roles'));
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/roles');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('opening /login while signed in ends that session on the server as well', async () => {
    const token = await signIn(e2e.stack.api.url, e2e.stack.api.adminEmail, e2e.stack.api.adminPassword);
    const page = await e2e.pageWithToken(token);
    await page.goto(e2e.url('/dashboard'));
    await page.getByText('Welcome Test Admin').waitFor();
    const answered = loggedOut(page);
    await page.goto(e2e.url('/login'));
    await answered;
    expect((await me(token)).status).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('guard', () => {
  it('sends a visitor without a token from a protected route to /login', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/roles'));
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends a user whose token expired to /login with "Token expired please re-login"', async () => {
    const page = await e2e.pageWithToken(await e2e.expiredAdminToken());
    await page.goto(e2e.url('/roles'));
    await page.getByRole('alert').filter({ hasText: 'Token expired please re-login' }).waitFor();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
