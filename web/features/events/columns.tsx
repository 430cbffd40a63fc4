import { eventsArea } from '#domain/areas/events';
import type { EventForm } from '#domain/schemas/event';
import { Status, statusLabel } from '#domain/codes';
import { formatTime12 } from '#domain/format';
import { CROP_ASPECTS } from '#domain/media';
import { NOT_AVAILABLE } from '#domain/messages';
import { BY_DAY } from '../../components/area/DayFilter.tsx';
import { DetailField } from '../../components/DetailField.tsx';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import { listColumns } from '../../lib/table/listColumns.ts';
import { imageColumn } from '../../lib/table/imageColumn.tsx';
import { formatVenueDate } from '../../lib/venueCalendar.ts';
import type { eventsApi } from './api.ts';
import './events.css';

type Lists = Pick<EventForm, 'inclusions' | 'howToRedeem' | 'itinerary' | 'importantInformation'>;
const listLine = (label: string, list: (event: Lists) => readonly string[]) => ({
  label,
  custom: (event: Lists) => (
    <div className="event-detail__list">
      <span className="detail-field__label">{label}</span>
      <ul>{list(event).map((entry, index) => <li key={index}>{entry}</li>)}</ul>
    </div>
  ),
});

/** Events' list columns and detail lines (§2.9, §5): the list's Date is the event's day, which `?date=` filters by; times are shown in 12-hour form with AM/PM. */
export const eventColumns: AreaColumns<typeof eventsApi> = {
  columns: listColumns(eventsArea, {
    Date: { date: (row) => row.date },
    Image: imageColumn((row) => row.image, (row) => row.name, CROP_ASPECTS.event),
    Name: { cell: (row) => row.name },
    IP: { cell: (row) => row.ip?.name ?? NOT_AVAILABLE },
  }),
  filter: BY_DAY,
  detail: [
    { label: 'Name', text: (event) => event.name },
    { label: 'IP', text: (event) => event.ip?.name ?? NOT_AVAILABLE },
    { label: 'Date', date: (event) => event.date },
    { label: 'Time', text: (event) => formatTime12(event.time) },
    { label: 'Summary', text: (event) => event.summary },
    { label: 'Admission', text: (event) => `${event.admission}+` },
    { label: 'Popularity', text: (event) => String(event.popularity) },
    { label: 'Address', text: (event) => event.address },
    { label: 'Status', text: (event) => statusLabel(event.status === 'ACTIVE' ? Status.ACTIVE : Status.INACTIVE) },
    listLine('Inclusions', (event) => event.inclusions),
    listLine('How To Redeem', (event) => event.howToRedeem),
    listLine('Itinerary', (event) => event.itinerary),
    listLine('Important Information', (event) => event.importantInformation),
    {
      label: 'Categories',
      custom: (event) =>
        event.categories.length === 0 ? (
          <DetailField label="Categories" value={NOT_AVAILABLE} />
        ) : (
          <div className="event-detail__list">
            <span className="detail-field__label">Categories</span>
            <ul>{event.categories.map((row, index) => <li key={index}>{`${row.name} - AED ${row.price}`}</li>)}</ul>
          </div>
        ),
    },
    { label: 'Created', text: (event) => formatVenueDate(event.createdAt) },
    { label: 'Image', image: (event) => event.image, alt: (event) => `Image of ${event.name}`, className: 'event-detail__image' },
  ],
};
