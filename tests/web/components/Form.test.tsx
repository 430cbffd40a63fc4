import { useState, type FormEvent } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextListField } from '../../../web/components/form/TextListField.tsx';
import { Button } from '../../../web/components/ui/Button.tsx';
import { Form } from '../../../web/components/ui/Form.tsx';
import { TextField } from '../../../web/components/ui/TextField.tsx';

/** A form whose submit shows its messages (at once, or after a refused save) and names the problems. */
function Signup({ refusedLater = false, shownLate = false }: { refusedLater?: boolean; shownLate?: boolean }) {
  const [shown, setShown] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refusedLater) await new Promise((resolve) => setTimeout(resolve, 200));
    // As a busy machine can: the messages are drawn a few frames after the save has settled.
    if (shownLate) setTimeout(() => setShown(true), 60);
    else setShown(true);
  };
  return (
    <Form onSubmit={submit}>
      <TextField label="Name" value="Ada" onChange={() => {}} />
      <TextField label="Email" value="" onChange={() => {}} error={shown ? 'Email is required' : undefined} />
      <TextListField label="Inclusions" addLabel="Add inclusion" value={[]} onChange={() => {}} error={shown ? 'At least one inclusion is required' : undefined} />
      <Button type="submit">Save</Button>
    </Form>
  );
}

test('a refused submit puts the focus on the first field with a message, which describes it', async () => {
  await render(<Signup />);
  await page.getByRole('button', { name: 'Save' }).click();
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect.element(email).toHaveFocus();
  await expect.element(email).toHaveAttribute('aria-invalid', 'true');
  await expect.element(email).toHaveAccessibleDescription('Email is required');
  // A list's own message describes its group.
  await expect.element(page.getByRole('group', { name: 'Inclusions' })).toHaveAccessibleDescription('At least one inclusion is required');
});

test('after a save the API refused, too', async () => {
  await render(<Signup refusedLater />);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveFocus();
});

test('when the messages are drawn a few frames after the save settled', async () => {
  await render(<Signup refusedLater shownLate />);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveFocus();
});

test('unless the user has moved on meanwhile', async () => {
  await render(
    <>
      <Signup refusedLater />
      <button type="button">Away</button>
    </>,
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Away' }).click();
  await expect.element(page.getByText('Email is required')).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect.element(page.getByRole('button', { name: 'Away' })).toHaveFocus();
});

test('Enter in a field submits, and the focus lands on the first problem', async () => {
  await render(<Signup />);
  await page.getByRole('textbox', { name: 'Name' }).click();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveFocus();
});
