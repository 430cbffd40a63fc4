import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SpecForm } from '../../../../web/components/form/SpecForm.tsx';
import { userForms } from '../../../../web/features/users/forms.ts';
import { venueToday } from '../../../../web/lib/venueCalendar.ts';
import { renderAt } from '../../support/renderAt.tsx';

test('the dob picker ends at today in the venue, the last day the API takes ("dob cannot be in the future")', async () => {
  await renderAt('/users/new', <SpecForm spec={userForms.create!} source={undefined} title="Add User" backTo="/users" onSave={() => Promise.resolve()} />);
  await expect.element(page.getByLabelText('dob')).toHaveAttribute('max', venueToday());
});
