import type { z } from 'zod';
import { Status, statusLabel } from '#domain/codes';
import { formatTime12 } from '#domain/format';
import { CROP_ASPECTS } from '#domain/media';
import { NOT_AVAILABLE } from '#domain/messages';
import { eventCreateSchema, eventEditFormSchema, type EventForm } from '#domain/schemas/event';
import { DetailField } from '../../components/DetailField.tsx';
import type { AreaFields } from '../../lib/area/AreaFields.ts';
import type { FormField } from '../../lib/form/FormField.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import { imageColumn } from '../../lib/table/imageColumn.tsx';
import { formatVenueDate, venueToday } from '../../lib/venueCalendar.ts';
import { allCategories } from '../categories/api/categories.ts';
import { eventDefaults, ipChoices, type eventsApi } from './api.ts';
import './events.css';

/** The add form's rules: the edit's plus "Date cannot be in the past", judged on the venue's today when checked. */
const createSchema = eventCreateSchema(venueToday);

const categoryChoices = async () => (await allCategories()).map((category) => ({ value: category.id, label: category.name }));

/** The add and edit forms' fields (§2.9); on edit the date is shown but cannot change. */
const fieldsOf = (isEdit: boolean): readonly FormField<z.input<typeof eventEditFormSchema>>[] => [
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'select', name: 'ip', label: 'IP', placeholder: 'Select IP', options: ipChoices },
  { kind: 'row', even: true, fields: [{ kind: 'date', name: 'date', label: 'Date', disabled: isEdit }, { kind: 'time', name: 'time', label: 'Time' }] },
  { kind: 'textarea', name: 'summary', label: 'Summary' },
  { kind: 'row', even: true, fields: [{ kind: 'number', name: 'popularity', label: 'Popularity' }, { kind: 'number', name: 'admission', label: 'Admission' }] },
  { kind: 'text', name: 'address', label: 'Address' },
  { kind: 'image', name: 'image', label: 'Image', section: 'events', aspect: CROP_ASPECTS.event },
  { kind: 'list', name: 'inclusions', label: 'Inclusions', addLabel: 'Add inclusion' },
  { kind: 'list', name: 'howToRedeem', label: 'How To Redeem', addLabel: 'Add how to redeem' },
  { kind: 'list', name: 'itinerary', label: 'Itinerary', addLabel: 'Add itinerary' },
  { kind: 'list', name: 'importantInformation', label: 'Important Information', addLabel: 'Add important information' },
  {
    kind: 'rows',
    name: 'categories',
    label: 'Categories',
    addLabel: 'Add category',
    columns: [
      { key: 'categoryId', label: 'Category', kind: 'select', placeholder: 'Select Category', options: categoryChoices },
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'price', label: 'Price (AED)', kind: 'number' },
    ],
    blank: () => ({ categoryId: '', name: '', price: undefined }),
  },
];

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

/** Events' field spec (§2.9, §5): the list's Date is the event's day; times are shown in 12-hour form with AM/PM. */
export const eventFields: AreaFields<typeof eventsApi> = {
  columns: [
    { header: 'Date', date: (row) => row.date },
    imageColumn('Image', (row) => row.image, (row) => row.name, CROP_ASPECTS.event),
    { header: 'Name', cell: (row) => row.name },
    { header: 'IP', cell: (row) => row.ip?.name ?? NOT_AVAILABLE },
  ],
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
  create: formSpec(createSchema, {
    // The same fields: the add form's values differ only in which may be left out.
    fields: fieldsOf(false) as readonly FormField<z.input<typeof createSchema>>[],
    initial: () => ({ ip: '', name: '', image: '', date: '', time: '', summary: '', popularity: undefined, admission: undefined, address: '', inclusions: [''], howToRedeem: [''], itinerary: [''], importantInformation: [''], categories: [] }),
    // Admission 21 and the venue's address, as the API would default them (§2.9).
    prefill: eventDefaults,
  }),
  edit: formSpec(eventEditFormSchema, {
    fields: fieldsOf(true),
    initial: (event) => ({
      ip: event.ip?.id ?? '',
      name: event.name,
      image: event.image,
      date: event.date,
      time: event.time,
      summary: event.summary,
      popularity: event.popularity,
      admission: event.admission,
      address: event.address,
      inclusions: [...event.inclusions],
      howToRedeem: [...event.howToRedeem],
      itinerary: [...event.itinerary],
      importantInformation: [...event.importantInformation],
      categories: event.categories.map((row) => ({ ...row })),
    }),
  }),
};
