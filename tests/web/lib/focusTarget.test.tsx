import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { focusTarget } from '../../../web/lib/focusTarget.ts';

test('a form screen gives the focus to its first field the user can change, past a read-only one and a file input kept off the Tab order', async () => {
  await render(
    <main>
      <h1>Edit Week Anthem</h1>
      <form>
        <label>Week Day <input readOnly value="Monday" /></label>
        <label>Image <input type="file" tabIndex={-1} /></label>
        <label>Date <input type="date" disabled /></label>
        <label>Offer <input /></label>
      </form>
    </main>,
  );
  expect((focusTarget() as HTMLInputElement | null)?.labels?.[0]?.textContent).toBe('Offer ');
});

test('with no field to change, the heading takes the focus', async () => {
  await render(
    <main>
      <h1>Edit Event Ticket</h1>
      <form>
        <label>Event <input readOnly value="Gala" /></label>
      </form>
    </main>,
  );
  expect(focusTarget()?.tagName).toBe('H1');
});
