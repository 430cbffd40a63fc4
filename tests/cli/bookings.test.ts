import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentStatus } from '#domain/bookings';
import { addDays } from '#domain/floor/calendar-day';
import { formatDate, venueDay } from '#domain/format';
import { venueToday } from '../../api/lib/venue-clock.ts';
import { bookTableFor, bookTicketsFor, makeFloorTable, makeTicketedEvent, makeUser } from '../support/bookings.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
let table: { _id: string; bookingId: string };
let tickets: { _id: string; bookingId: string };
let day: string;

beforeAll(async () => {
  const [user, floorTable] = await Promise.all([makeUser(cli.stack.api, 'layla@guest.test'), makeFloorTable(cli.stack.api, 'Terrace 03')]);
  day = addDays(venueToday(), 2);
  const { category } = await makeTicketedEvent(cli.stack.api, { name: 'Saturday Soirée', date: day });
  table = await bookTableFor(cli.stack.api, { userId: user._id, tableId: floorTable._id, date: day }, PaymentStatus.PENDING, 1800);
  tickets = await bookTicketsFor(cli.stack.api, { userId: user._id, ticketCategoryId: category._id, tickets: 2 }, PaymentStatus.SUCCESSFUL, 300);
});

describe('venue bookings', () => {
  it('list prints the bookings newest first with the spec’s columns; --json prints the page', async () => {
    const run = await venue(['bookings', 'list'], cli.as);
    expect(run.code).toBe(0);
    const rows = run.stdout.trim().split('\n').map((line) => line.split('\t'));
    expect(rows).toEqual([
      ['1', tickets.bookingId, formatDate(new Date()), 'Ticket', `Saturday Soirée (${formatDate(day)})`, '', '2 × Silver', 'layla@guest.test', '', 'AED 300', 'Successful'],
      ['2', table.bookingId, formatDate(new Date()), 'Table', '', `Terrace 03 (${formatDate(day)})`, '', 'layla@guest.test', '', 'AED 1800', 'Pending'],
    ]);
    expect(run.stderr).toContain('1-2 of 2');

    const json = await venue(['bookings', 'list', '--json', '--search', table.bookingId], cli.as);
    expect(JSON.parse(json.stdout)).toMatchObject({ count: 1, items: [{ id: table._id, type: 'TABLE', paymentStatus: 'PENDING', table: { name: 'Terrace 03', date: day } }] });
  });

  it('takes the web’s filters: --type, --payment-status, --from and --to', async () => {
    const ids = async (...args: string[]) => JSON.parse((await venue(['bookings', 'list', '--json', ...args], cli.as)).stdout).items.map((b: { id: string }) => b.id);
    expect(await ids('--type', 'table')).toEqual([table._id]);
    expect(await ids('--payment-status', 'successful')).toEqual([tickets._id]);
    expect(await ids('--payment-status', 'in-progress')).toEqual([]);
    const today = venueDay(new Date());
    expect(await ids('--from', today, '--to', today, '--type', 'ticket')).toEqual([tickets._id]);
    expect(await ids('--to', addDays(today, -1))).toEqual([]);
  });

  it('refuses bad filters as invalid input (6), and says what the API refused', async () => {
    const badType = await venue(['bookings', 'list', '--type', 'sofa'], cli.as);
    expect(badType.code).toBe(6);
    expect(badType.stderr).toContain('Type must be "table" or "ticket"');
    const badStatus = await venue(['bookings', 'list', '--payment-status', 'paid'], cli.as);
    expect(badStatus.code).toBe(6);
    expect(badStatus.stderr).toContain('Payment status must be "pending" or "in-progress" or "successful" or "failed"');
    const badDay = await venue(['bookings', 'list', '--from', '2026-13-01'], cli.as);
    expect(badDay.code).toBe(6);
    expect(badDay.stderr).toContain('--from must be a date (YYYY-MM-DD)');
    const backwards = await venue(['bookings', 'list', '--from', '2026-03-05', '--to', '2026-03-04'], cli.as);
    expect(backwards.code).toBe(6);
    expect(backwards.stderr).toContain('--to must not be before --from (2026-03-04 is before 2026-03-05)');
  });
});
