import { useSearchParams } from 'wouter';
import { bookingsArea } from '#domain/areas/bookings';
import { BOOKING_TYPES, bookingTypeLabel, PAYMENT_STATUSES } from '#domain/bookings';
import { isDayString } from '#domain/floor/calendar-day';
import { CURRENCY, PAGE_SIZE } from '#domain/limits';
import { loadingText, NOT_AVAILABLE } from '#domain/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { EmailText } from '../../../components/EmailText.tsx';
import { listColumns } from '../../../lib/table/listColumns.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { useTypedParam } from '../../../lib/useTypedParam.ts';
import { formatVenueDate } from '../../../lib/venueCalendar.ts';
import { bookingsApi } from '../api.ts';
import { PaymentDot } from './PaymentDot.tsx';
import { ExportButton } from '../../../components/area/ExportButton.tsx';
import { ListSearch } from '../../../components/area/ListSearch.tsx';

type Row = Awaited<ReturnType<typeof bookingsApi.list>>['items'][number];

const { label } = bookingsArea.nouns;
const SEARCH_DELAY_MS = 300;
// The URL names a choice in lower case: `?type=ticket&payment=in-progress`.
const word = (name: string) => name.toLowerCase().replace(/_/g, '-');
const TYPES = BOOKING_TYPES.map((t) => ({ value: word(t.name), label: t.label, name: t.name }));
const STATUSES = PAYMENT_STATUSES.map((s) => ({ value: word(s.name), label: s.label, name: s.name }));
// The search is `?q=` as on every list (an older `?search=` link still works); the payment status,
// the bookings' status, is also read from `?status=`, the status filter's name on every other list.
const FILTER_KEYS = ['q', 'type', 'payment', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

/** A name and its venue day, or "N/A". */
const onDay = (ref: { name: string; date: string } | null | undefined) =>
  ref ? (
    <>
      {ref.name}
      <span className="booking-ref__date">{formatVenueDate(ref.date)}</span>
    </>
  ) : (
    NOT_AVAILABLE
  );

const columns = listColumns<typeof bookingsArea, Row>(bookingsArea, {
  'Booking Id': { cell: (row) => row.bookingId },
  Date: { date: (row) => row.createdAt },
  Type: { cell: (row) => bookingTypeLabel(row.type) },
  Event: { cell: (row) => onDay(row.event) },
  Table: { cell: (row) => onDay(row.table) },
  // Emails wrap before their "@", so the list fits a laptop's width with the Payment Status in view.
  User: { cell: (row) => <EmailText email={row.user.email} /> },
  Host: { cell: (row) => (row.host ? <EmailText email={row.host.email} /> : NOT_AVAILABLE) },
  Price: { cell: (row) => `${CURRENCY} ${row.price}` },
  'Payment Status': { cell: (row) => <PaymentDot status={row.paymentStatus} /> },
});

/**
 * "Bookings" (§2.14): read-only, newest first, the payment status as the spec's dot. Filtered by
 * type, payment status and the venue days bookings were made on, and searched by booking id or
 * email; every filter is kept in the URL, and changing one starts again from page 1.
 */
export function BookingList() {
  const [params, setParams] = useSearchParams();
  const type = TYPES.find((t) => t.value === params.get('type'));
  const status = STATUSES.find((s) => s.value === (params.get('payment') ?? params.get('status')));
  const day = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return isDayString(value) ? value : '';
  };
  const [from, to] = [day('from'), day('to')];
  const search = params.get('q') ?? params.get('search') ?? '';
  // The filters that are set, always in the same order in the URL.
  const given = (all: Filters) => Object.fromEntries(FILTER_KEYS.flatMap((key) => (all[key] ? [[key, all[key]]] : []))) as Record<string, string>;
  const filters = given({ q: search, type: type?.value, payment: status?.value, from, to });
  // A filter changed starts again from page 1: the page is not kept.
  const change = (next: Filters) => setParams(given({ ...filters, ...next }));
  const query = { search: search || undefined, type: type?.name, paymentStatus: status?.name, from: from || undefined, to: to || undefined };
  const { snap, loading, failed, offset, pager } = usePagedRows(PAGE_SIZE, (page) => bookingsApi.list({ ...page, ...query }), false, filters);
  const searchBox = useTypedParam(search, (text) => change({ q: text }), SEARCH_DELAY_MS);

  return (
    <main className="screen">
      <PageHeader title={label}>
        <ListSearch label={label} box={searchBox} className="booking-filters">
          <SelectField label="Type" placeholder="All" value={type?.value ?? ''} options={TYPES} onChange={(next) => change({ type: next })} />
          <SelectField label="Payment Status" placeholder="All" value={status?.value ?? ''} options={STATUSES} onChange={(next) => change({ payment: next })} />
          <TextField label="From" type="date" value={from} max={to || undefined} onChange={(next) => change({ from: isDayString(next) ? next : '' })} />
          <TextField label="To" type="date" value={to} min={from || undefined} onChange={(next) => change({ to: isDayString(next) ? next : '' })} />
        </ListSearch>
        <ExportButton area={bookingsArea} query={query} />
      </PageHeader>
      <DataTable caption={label} rows={snap.items} columns={columns} offset={offset} loading={loading} failed={failed} loadingText={loadingText(label)} />
      <Pagination {...pager} />
    </main>
  );
}
