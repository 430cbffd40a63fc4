import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Link, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRoutes } from '../../../web/app/AppRoutes.tsx';
import { useFocusOnNavigate } from '../../../web/app/useFocusOnNavigate.ts';
import { LoadingScreen } from '../../../web/components/LoadingScreen.tsx';
import { useStack } from '../support/stack.ts';

const stack = useStack();

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

/** The console's routes as the shell shows them: lazy screens, and the focus moved on each navigation. */
function Console() {
  useFocusOnNavigate();
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppRoutes />
    </Suspense>
  );
}

test('another record on the same screen (one host, then another, as the palette opens them) takes the focus at once too', async () => {
  const host = (email: string) => stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/host', body: { firstName: 'Hana', lastName: 'Host', email, password: 'Host-pass-123' } });
  const [first, second] = [await host('hana.first@venue.test'), await host('hana.second@venue.test')];
  const location = memoryLocation({ path: '/hosts' });
  await render(
    <Router hook={location.hook}>
      <Console />
    </Router>,
  );
  await expect.element(page.getByRole('heading', { name: 'Hosts', level: 1 })).toBeVisible();
  location.navigate(`/hosts/${first._id}`);
  await expect.element(page.getByText('hana.first@venue.test')).toBeVisible();
  await expect.poll(() => document.activeElement?.textContent).toBe('Host Detail');
  (document.activeElement as HTMLElement).blur();

  // The same screen, another record: its heading takes the focus once it is drawn, not after the 3 s kept for a screen still loading.
  location.navigate(`/hosts/${second._id}`);
  await expect.element(page.getByText('hana.second@venue.test')).toBeVisible();
  await expect.poll(() => document.activeElement?.tagName).toBe('H1');
  expect(document.activeElement?.textContent).toBe('Host Detail');
});
