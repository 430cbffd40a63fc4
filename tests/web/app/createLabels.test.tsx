import { Suspense } from 'react';
import { expect, test, vi } from 'vitest';
import { resources } from '../../../web/app/registry.ts';
import { renderAt } from '../support/renderAt.tsx';
import { useStack } from '../support/stack.ts';

useStack();

/** The text of the submit button once the screen (or its dialog) has drawn its form. */
const submitLabel = () =>
  vi.waitFor(
    () => {
      const button = document.querySelector<HTMLButtonElement>('form button[type=submit]');
      if (!button) throw new Error('no submit button yet');
      return button.textContent;
    },
    { timeout: 10_000 },
  );

// Issue 12: a create form or dialog submits with "Add …", an edit with Save.
for (const resource of resources.filter((r) => r.screens.new)) {
  test(`${resource.label}: its create screen submits with “Add …”`, async () => {
    const Screen = resource.screens.new!;
    await renderAt(`${resource.path}/new`, <Suspense><Screen /></Suspense>);
    expect(await submitLabel()).toMatch(/^Add /);
  });
}
