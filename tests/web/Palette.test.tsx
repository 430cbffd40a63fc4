import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Palette } from '../../web/app/palette/Palette.tsx';
import { closePalette } from '../../web/app/palette/paletteStore.ts';
import { cancelLeave, leaveGuard } from '../../web/lib/leaveGuard.ts';
import { emptyPermissions, type Permission } from '#domain/permissions';
import { signIn, signOut } from '../../web/lib/session.ts';

afterEach(() => {
  closePalette();
  signOut();
});

async function renderPalette(accountType: number, path = '/dashboard', permissions: Permission[] = []) {
  signIn({ name: 'Ada', token: 't', accountType, permissions });
  const location = memoryLocation({ path, record: true });
  await render(
    <Router hook={location.hook}>
      <Palette />
    </Router>,
  );
  return location;
}
const palette = () => page.getByRole('dialog');

test('Ctrl+K opens it; Enter on a screen goes there and closes it', async () => {
  const location = await renderPalette(1);
  await userEvent.keyboard('{Control>}k{/Control}');
  await expect.element(palette().getByRole('combobox', { name: 'Command palette' })).toHaveFocus();
  await expect.element(palette().getByRole('option', { name: 'Roles' })).toBeVisible();
  await expect.element(palette().getByRole('option', { name: 'New role' })).toBeVisible();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect.element(palette()).not.toBeInTheDocument();
  expect(location.history.at(-1)).toBe('/roles');
});

test('"home" finds the Dashboard, the home screen (§2.2)', async () => {
  const location = await renderPalette(2, '/roles');
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('home');
  await palette().getByRole('option', { name: 'Dashboard' }).click();
  expect(location.history.at(-1)).toBe('/dashboard');
  // Going there made it a recent item of this account: the next tests start without it.
  localStorage.removeItem('recent:Ada');
});

test('a screen not gone to (Stay, on a form with changes) is not a recent item', async () => {
  const location = await renderPalette(1, '/roles/new');
  leaveGuard.dirty = true;
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('services');
  await palette().getByRole('option', { name: 'Services' }).click();
  expect(leaveGuard.pending).not.toBeNull();
  cancelLeave();
  leaveGuard.dirty = false;
  await userEvent.keyboard('{Control>}k{/Control}');
  await expect.element(palette().getByRole('option', { name: 'Roles' })).toBeVisible();
  await expect.element(palette().getByRole('group', { name: 'Recent' })).not.toBeInTheDocument();
  expect(location.history.at(-1)).toBe('/roles/new');
});

test('a Sub Admin without roles is offered neither Roles nor "New role"', async () => {
  await renderPalette(2);
  await userEvent.keyboard('{Control>}k{/Control}');
  await expect.element(palette().getByRole('option', { name: 'Dashboard' })).toBeVisible();
  await expect.element(palette().getByRole('option', { name: 'Roles' })).not.toBeInTheDocument();
  await expect.element(palette().getByRole('option', { name: 'New role' })).not.toBeInTheDocument();
});

test('the shortcuts page opens from the keyboard and Backspace goes back', async () => {
  await renderPalette(1);
  await userEvent.keyboard('/');
  await userEvent.keyboard('shortcuts');
  await expect.element(palette().getByRole('option', { name: 'Keyboard shortcuts' })).toHaveAttribute('data-selected', 'true');
  await userEvent.keyboard('{Enter}');
  await expect.element(palette().getByText('Open or close the command palette')).toBeVisible();
  // The top bar's button is a way in too: the page says so.
  await expect.element(palette().getByRole('option', { name: /^Search or jump to… The top bar’s search button/ })).toBeVisible();
  await userEvent.keyboard('{Backspace}');
  await expect.element(palette().getByRole('option', { name: 'Sign out' })).toBeVisible();
});

test('on an event’s screen it offers the event’s tickets and memories', async () => {
  const location = await renderPalette(1, '/events/e-42/edit');
  await userEvent.keyboard('{Control>}k{/Control}');
  const group = palette().getByRole('group', { name: 'This event' });
  await expect.element(group.getByRole('option', { name: 'Tickets' })).toBeVisible();
  await userEvent.keyboard('memories');
  await expect.element(group.getByRole('option', { name: 'Tickets' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  expect(location.history.at(-1)).toBe('/memoryEvents/e-42/memories');
});

test('a role that does not see Event Tickets is not offered the event’s tickets', async () => {
  const onlyEvents = emptyPermissions().map((p) => (p.name === 'events' || p.name === 'memoryEvents' ? { ...p, view: true } : p));
  await renderPalette(2, '/events/e-42', onlyEvents);
  await userEvent.keyboard('{Control>}k{/Control}');
  await expect.element(palette().getByRole('option', { name: 'Memories' })).toBeVisible();
  await expect.element(palette().getByRole('option', { name: 'Tickets' })).not.toBeInTheDocument();
});

test('closed with Escape, it gives the focus back to where it was', async () => {
  await renderPalette(1);
  const before = document.createElement('button');
  before.textContent = 'Edit Main Floor 01';
  document.body.append(before);
  before.focus();
  await userEvent.keyboard('{Control>}k{/Control}');
  await expect.element(palette().getByRole('combobox', { name: 'Command palette' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.element(palette()).not.toBeInTheDocument();
  await expect.poll(() => document.activeElement).toBe(before);
  before.remove();
});
