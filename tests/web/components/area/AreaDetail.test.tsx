import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { emptyPermissions } from '#domain/permissions';
import { eventsArea } from '#domain/areas/events';
import { AreaDetail } from '../../../../web/components/area/AreaDetail.tsx';
import type { Area } from '../../../../web/lib/area/Area.ts';
import { areaResource } from '../../../../web/lib/area/areaResource.tsx';
import { ScreenResource } from '../../../../web/lib/screenResource.ts';
import { signIn, signOut } from '../../../../web/lib/session.ts';

afterEach(() => signOut());

const item = { id: 'e1', name: 'Neon Nights' };
const areaWith = (remove: (id: string) => Promise<unknown>) =>
  ({
    declaration: eventsArea,
    singular: 'Event',
    icon: 'events',
    api: { list: async () => ({ items: [item], count: 1 }), get: async () => item, remove },
    nameOf: (row: typeof item) => row.name,
  }) as unknown as Area;

// As the router shows it: told its area (ScreenResource), whose calls Delete takes.
async function renderDetail(remove: (id: string) => Promise<unknown>) {
  const location = memoryLocation({ path: '/events/e1', record: true });
  const area = areaWith(remove);
  await render(
    <Router hook={location.hook}>
      <Route path="/events/:id">
        <ScreenResource.Provider value={areaResource(area as never)}>
          <AreaDetail area={area} fields={{ columns: [], detail: [{ label: 'Name', text: (event: typeof item) => event.name }] }} />
        </ScreenResource.Provider>
      </Route>
    </Router>,
  );
  return location;
}

test('Delete asks with the §2.3 dialog, deletes, and returns to the list', async () => {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  const remove = vi.fn(async () => ({ id: 'e1', message: 'Event deleted successfully' }));
  const location = await renderDetail(remove);
  await expect.element(page.getByText('Name Neon Nights')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  await expect.element(dialog.getByText('Are you sure you want to delete this item? This action cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  expect(remove).toHaveBeenCalledWith('e1');
  await vi.waitFor(() => expect(location.history.at(-1)).toBe('/events'));
});

test('a refused delete leaves the record on screen; Cancel deletes nothing', async () => {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  const remove = vi.fn(async () => Promise.reject(new Error('refused')));
  const location = await renderDetail(remove);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  expect(remove).not.toHaveBeenCalled();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  expect(remove).toHaveBeenCalledTimes(1);
  expect(location.history.at(-1)).toBe('/events/e1');
  await expect.element(page.getByText('Name Neon Nights')).toBeVisible();
});

test('no Delete for a role without del (§6)', async () => {
  signIn({ name: 'Sam', token: 't', accountType: 2, permissions: emptyPermissions().map((p) => (p.name === 'events' ? { ...p, view: true, edit: true } : p)) });
  await renderDetail(async () => undefined);
  await expect.element(page.getByText('Name Neon Nights')).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});
