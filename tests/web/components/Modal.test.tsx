import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Form } from '../../../web/components/ui/Form.tsx';
import { Modal } from '../../../web/components/ui/Modal.tsx';
import { TextField } from '../../../web/components/ui/TextField.tsx';

test('a popup form starts on its first field the user can change', async () => {
  await render(
    <Modal isOpen onClose={() => {}} title="Edit Category Record">
      <Form>
        <TextField label="From Date" value="2027-01-01" onChange={() => {}} isDisabled />
        <TextField label="Price" value="" onChange={() => {}} />
      </Form>
    </Modal>,
  );
  await expect.element(page.getByRole('textbox', { name: 'Price' })).toHaveFocus();
});

test('a dialog without a form keeps react-aria’s own focus (the dialog)', async () => {
  await render(
    <Modal isOpen onClose={() => {}} title="Notice">
      <p>Nothing to fill in.</p>
    </Modal>,
  );
  await expect.element(page.getByRole('dialog', { name: 'Notice' })).toHaveFocus();
});
