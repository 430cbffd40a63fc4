import { beforeEach, expect, test, vi } from 'vitest';
import { refreshMe } from '../../../web/features/auth/api/refreshMe.ts';
import { session, signIn } from '../../../web/lib/session.ts';
import { toasts } from '../../../web/lib/toasts.ts';
import { useStack } from '../support/stack.ts';

const stack = useStack();
// An ended session goes to /login, which would lose the page's address the test stack serves calls by.
const page = location.href;
beforeEach(() => history.replaceState(null, '', page));

test('a token the API refuses ends the session that sent it: signed out, "Token expired please re-login"', async () => {
  signIn({ name: 'Old', token: 'not-a-token', accountType: 1, permissions: [] });
  await refreshMe();
  expect(session.token).toBe('');
  expect(toasts.items.map((t) => t.text)).toContain('Token expired please re-login');
});

test('a late refusal of a call sent before the sign-in now does not sign that session out', async () => {
  toasts.items.splice(0);
  signIn({ name: 'Old', token: 'not-a-token', accountType: 1, permissions: [] });
  const late = refreshMe();
  // Someone signs in while the old session's call is still out (its reply comes in a later task).
  signIn({ name: 'Test Admin', token: stack.token(), accountType: 1, permissions: [] });
  await late;
  await vi.waitFor(() => expect(session.token).toBe(stack.token()));
  expect(toasts.items.map((t) => t.text)).not.toContain('Token expired please re-login');
});
