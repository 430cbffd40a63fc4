import { afterEach, beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LazyPalette } from '../../../../web/app/palette/LazyPalette.tsx';
import { PaletteButton } from '../../../../web/app/palette/PaletteButton.tsx';
import { closePalette } from '../../../../web/app/palette/paletteStore.ts';
import { TopBar } from '../../../../web/components/layout/TopBar.tsx';
import { signIn, signOut } from '../../../../web/lib/session.ts';
import { renderAt } from '../../support/renderAt.tsx';

beforeEach(() => signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] }));
afterEach(() => {
  closePalette();
  signOut();
});

/** The shell's top bar with its palette button, and the palette as the shell loads it. */
const renderShell = () =>
  renderAt(
    '/dashboard',
    <>
      <TopBar>
        <PaletteButton />
      </TopBar>
      <LazyPalette />
    </>,
  );
const button = () => page.getByRole('button', { name: 'Search or jump to… Ctrl K', exact: true });
const palette = () => page.getByRole('dialog', { name: 'Command palette' });
const paletteCode = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/palette/Palette.tsx'));

// First in the file: nothing has fetched the palette's code yet.
test("on a wide screen it reads 'Search or jump to…' with its shortcut; hovering it starts the palette's download", async () => {
  await page.viewport(1280, 800);
  await renderShell();
  await expect.element(button()).toBeVisible();
  await expect.element(button()).toHaveTextContent('Search or jump to…Ctrl K');
  await expect.element(button().getByText('Ctrl K')).toBeVisible();
  expect(paletteCode()).toEqual([]);
  await userEvent.hover(button());
  await expect.poll(() => paletteCode().length).toBeGreaterThan(0);
  await userEvent.click(button());
  await expect.element(palette().getByRole('combobox')).toHaveFocus();
});

test('by keyboard: Enter opens the palette, Escape closes it and the focus comes back to the button', async () => {
  await page.viewport(1280, 800);
  await renderShell();
  const element = button().element() as HTMLElement;
  element.focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(palette().getByRole('combobox')).toHaveFocus();
  // Hidden from the accessibility tree behind the modal palette, so read from the element.
  expect(element.getAttribute('aria-expanded')).toBe('true');
  await userEvent.keyboard('{Escape}');
  await expect.element(palette()).not.toBeInTheDocument();
  await expect.element(button()).toHaveFocus();
});

test("the palette's Close button closes it, by Enter too, without running the selected command", async () => {
  await page.viewport(1280, 800);
  const location = await renderShell();
  await userEvent.click(button());
  await expect.element(palette().getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await userEvent.tab();
  await expect.element(palette().getByRole('button', { name: 'Close palette' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(palette()).not.toBeInTheDocument();
  expect(location.history).toEqual(['/dashboard']);
  await expect.element(button()).toHaveFocus();
});

test('on a phone it is an icon with the same name, big enough to tap, and the palette it opens fits the screen', async () => {
  await page.viewport(390, 844);
  await renderShell();
  await expect.element(button()).toBeVisible();
  await expect.element(button().getByText('Search or jump to…')).not.toBeVisible();
  await expect.element(button().getByText('Ctrl K')).not.toBeVisible();
  const box = button().element().getBoundingClientRect();
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  await userEvent.click(button());
  await expect.element(palette().getByRole('combobox')).toHaveFocus();
  const dialog = palette().element().getBoundingClientRect();
  expect({ left: dialog.left >= 0, right: dialog.right <= 390, bottom: dialog.bottom <= 844 }).toEqual({ left: true, right: true, bottom: true });
  await userEvent.click(palette().getByRole('button', { name: 'Close palette' }));
  await expect.element(palette()).not.toBeInTheDocument();
  await expect.element(button()).toHaveFocus();
});
