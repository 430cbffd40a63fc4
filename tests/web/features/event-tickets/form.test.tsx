import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { eventTicketEditFormSchema } from '#domain/schemas/event-ticket';
import { EventTicketForm } from '../../../../web/features/event-tickets/components/EventTicketForm.tsx';
import { EventTicketNew } from '../../../../web/features/event-tickets/components/EventTicketNew.tsx';

const saved = [
  { _id: 'c1', type: 1 as const, name: 'Silver', offer: 'Welcome drink', price: '150', totalTickets: '300', bookedTickets: 120 },
  { _id: 'c2', type: 2 as const, name: 'Gold', offer: 'Two drinks', price: '300.5', totalTickets: '200', bookedTickets: 0 },
];
const group = (name: string) => page.getByRole('group', { name });

test('Add Event Ticket starts with one row per type and shows every message under its field', async () => {
  await render(<EventTicketNew />);
  await expect.element(page.getByRole('heading', { name: 'Add Event Ticket' })).toBeVisible();
  await expect.element(page.getByRole('combobox', { name: 'Event' })).toHaveDisplayValue('Select Event');
  for (const type of ['Silver', 'Gold', 'Premium']) {
    await expect.element(group(type).getByLabelText('Category')).toHaveValue(type);
    await expect.element(group(type).getByLabelText('Offer')).toHaveValue('');
    await expect.element(group(type).getByLabelText('Price')).toHaveValue(0);
    await expect.element(group(type).getByLabelText('Total Tickets')).toHaveValue(0);
  }
  await page.getByRole('button', { name: 'Add Event Ticket' }).click();
  await expect.element(page.getByText('Event is required')).toBeVisible();
  for (const type of ['Silver', 'Gold', 'Premium']) {
    await expect.element(group(type).getByText('Offer is required')).toBeVisible();
    await expect.element(group(type).getByText('Minimum 100 tickets required')).toBeVisible();
  }
  await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
});

// The version the set was loaded at: the save is made from it (sent as expectedUpdatedAt).
const VERSION = '2031-01-01T10:00:00.000Z';

test('Edit Event Ticket: the event read-only; booked rows stay; rows added and checked; the parsed rows are saved', async () => {
  const onSave = vi.fn(async () => undefined);
  await render(<EventTicketForm title="Edit Event Ticket" event={{ name: 'Gala Night' }} schema={eventTicketEditFormSchema} initial={{ eventId: 'e1', categories: saved }} version={VERSION} onSave={onSave} />);
  await expect.element(page.getByLabelText('Event')).toHaveValue('Gala Night');
  await expect.element(page.getByLabelText('Event')).toHaveAttribute('readonly');
  await expect.element(group('Silver').getByText('120 booked')).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Remove Silver' })).toBeDisabled();
  await expect.element(page.getByRole('button', { name: 'Remove Gold' })).toBeEnabled();

  const goldTotal = group('Gold').getByLabelText('Total Tickets');
  await goldTotal.fill('99');
  await userEvent.keyboard('{Tab}');
  await expect.element(group('Gold').getByText('Minimum 100 tickets required')).toBeVisible();
  await expect.element(group('Silver').getByText('Minimum 100 tickets required')).not.toBeInTheDocument();
  await goldTotal.fill('501');
  await expect.element(group('Gold').getByText('Maximum 500 tickets allowed')).toBeVisible();
  await goldTotal.fill('250');

  await page.getByRole('button', { name: 'Add Premium' }).click();
  await expect.element(group('Premium').getByLabelText('Category')).toHaveValue('Premium');
  await expect.element(page.getByRole('button', { name: 'Add Premium' })).not.toBeInTheDocument();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.element(group('Premium').getByText('Offer is required')).toBeVisible();
  expect(onSave).not.toHaveBeenCalled();

  await group('Premium').getByLabelText('Offer').fill('Booth');
  await group('Premium').getByLabelText('Total Tickets').fill('100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => onSave.mock.calls.length).toBe(1);
  expect(onSave).toHaveBeenCalledWith({
    categories: [
      { _id: 'c1', type: 1, name: 'Silver', offer: 'Welcome drink', price: 150, totalTickets: 300 },
      { _id: 'c2', type: 2, name: 'Gold', offer: 'Two drinks', price: 300.5, totalTickets: 250 },
      { type: 3, name: 'Premium', offer: 'Booth', price: 0, totalTickets: 100 },
    ],
  }, VERSION);
});
