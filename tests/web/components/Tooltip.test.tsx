import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tooltip } from '../../../web/components/ui/Tooltip.tsx';

const Dots = ({ before = 0 }: { before?: number }) => (
  <div>
    <button>Start</button>
    {/* Room above the triggers, so that reaching them by keyboard scrolls the page. */}
    <div style={{ height: before }} />
    {['Pending', 'Failed'].map((label) => (
      <Tooltip key={label} label={label}>
        <span role="img" aria-label={label} tabIndex={0}>
          •
        </span>
      </Tooltip>
    ))}
  </div>
);

test('a keyboard user reads the label on focus, also when reaching the trigger scrolls the page; the tooltip describes it; Escape closes it', async () => {
  await render(<Dots before={3000} />);
  await userEvent.click(page.getByRole('button', { name: 'Start' }));
  await userEvent.tab();
  await expect.element(page.getByRole('img', { name: 'Pending' })).toHaveFocus();
  await expect.element(page.getByRole('tooltip')).toHaveTextContent('Pending');
  // Still there once the scroll that brought the trigger into view is over.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await expect.element(page.getByRole('tooltip')).toHaveTextContent('Pending');
  expect(page.getByRole('img', { name: 'Pending' }).element().getAttribute('aria-describedby')).toBe(page.getByRole('tooltip').element().id);

  await userEvent.tab();
  await expect.element(page.getByRole('tooltip')).toHaveTextContent('Failed');
  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
});

test('focus moving on right after the tooltip came (warm, at once) closes it too: only the focus scroll is ignored', async () => {
  await render(<Dots />);
  await userEvent.click(page.getByRole('button', { name: 'Start' }));
  await userEvent.tab();
  await expect.element(page.getByRole('tooltip')).toHaveTextContent('Pending');
  // Warm now: the next trigger's tooltip comes at once, and the focus leaves it straight away.
  await userEvent.tab();
  await expect.element(page.getByRole('tooltip')).toHaveTextContent('Failed');
  await userEvent.tab({ shift: true });
  await expect.element(page.getByRole('tooltip')).toHaveTextContent('Pending');
  await userEvent.click(page.getByRole('button', { name: 'Start' }));
  await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
});

test('shows on a hover that comes straight after keyboard use, with no pointer move before it (the first hover of a page)', async () => {
  await render(<Dots />);
  await userEvent.keyboard('{Tab}');
  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  await userEvent.hover(page.getByRole('img', { name: 'Failed' }));
  await expect.element(page.getByRole('tooltip')).toHaveTextContent('Failed');
  await userEvent.unhover(page.getByRole('img', { name: 'Failed' }));
  await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
});

test('shows on hover and hides when the pointer leaves', async () => {
  await render(<Dots />);
  // React-aria shows tooltips on hover once the pointer is in use (the test before used the keyboard).
  await userEvent.click(page.getByRole('button', { name: 'Start' }));
  await userEvent.hover(page.getByRole('img', { name: 'Failed' }));
  await expect.element(page.getByRole('tooltip')).toHaveTextContent('Failed');
  await userEvent.hover(page.getByRole('button', { name: 'Start' }));
  await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
});

/** A finger's tap on `target`: the pointer events a touch screen sends, with no hover and no focus ring. */
function tap(target: Element): void {
  const init = { bubbles: true, cancelable: true, composed: true, pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', init));
}

test('a touch screen shows it on a tap, on the trigger or the room around it, and hides it on the next tap, there or elsewhere', async () => {
  await render(<Dots />);
  const pending = page.getByRole('img', { name: 'Pending' }).element();
  tap(pending);
  await expect.element(page.getByRole('tooltip')).toHaveTextContent('Pending');
  tap(pending);
  await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  // The tap target around the dot (its anchor) shows it too; a tap anywhere else hides it.
  tap(pending.closest('.tooltip-anchor')!);
  await expect.element(page.getByRole('tooltip')).toHaveTextContent('Pending');
  tap(page.getByRole('button', { name: 'Start' }).element());
  await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
});
