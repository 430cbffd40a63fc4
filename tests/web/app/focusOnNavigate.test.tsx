import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Link, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useFocusOnNavigate } from '../../../web/app/useFocusOnNavigate.ts';

// Two screens whose code is there already (not lazy): each renders its own main at once.
const screen = (title: string, next: string) =>
  function Screen() {
    return (
      <main>
        <h1>{title}</h1>
        <Link href={`/${next.toLowerCase()}`}>{next}</Link>
      </main>
    );
  };
const Hosts = screen('Hosts', 'Users');
const Users = screen('Users', 'Hosts');

function Shell() {
  useFocusOnNavigate();
  return (
    <Switch>
      <Route path="/hosts" component={Hosts} />
      <Route path="/users" component={Users} />
    </Switch>
  );
}

test('a screen already loaded takes the focus at once, not after the wait meant for one still loading', async () => {
  await render(
    <Router hook={memoryLocation({ path: '/hosts' }).hook}>
      <Shell />
    </Router>,
  );
  await page.getByRole('link', { name: 'Users' }).click();
  // expect.poll gives up after 1 s; the wait for a lazy screen is 3 s.
  await expect.poll(() => document.activeElement?.textContent).toBe('Users');
  expect(document.activeElement?.tagName).toBe('H1');
  await page.getByRole('link', { name: 'Hosts' }).click();
  await expect.poll(() => document.activeElement?.textContent).toBe('Hosts');
});
