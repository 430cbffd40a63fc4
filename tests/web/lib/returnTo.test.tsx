import { afterAll, expect, test } from 'vitest';
import { safeNext } from '../../../web/lib/returnTo.ts';

const start = `${location.pathname}${location.search}`;
afterAll(() => history.replaceState(null, '', start));

// What the console does with `next` after signing in: it goes there in this tab (history.pushState).
const landing = (next: string) => {
  history.pushState(null, '', safeNext(next));
  return location.href;
};

test('after signing in, a next that the browser reads as another site lands on the dashboard, in this console', () => {
  for (const next of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/\t/evil.example', '/\\/evil.example', 'javascript:alert(1)']) {
    expect(landing(next), next).toBe(`${location.origin}/dashboard`);
  }
});

test('a next inside the console is kept, query and all; the login itself is not a place to return to', () => {
  expect(landing('/users?q=sara&page=2')).toBe(`${location.origin}/users?q=sara&page=2`);
  expect(landing('/login?next=/roles')).toBe(`${location.origin}/dashboard`);
});
