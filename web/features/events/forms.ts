import type { z } from 'zod';
import { CROP_ASPECTS } from '#domain/media';
import { eventCreateSchema, eventEditFormSchema } from '#domain/schemas/event';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import type { FormField } from '../../lib/form/FormField.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import { venueToday } from '../../lib/venueCalendar.ts';
import { allCategories } from '../categories/api/categories.ts';
import { eventDefaults, ipChoices, type eventsApi } from './api.ts';

/** The add form's rules: the edit's plus "Date cannot be in the past", judged on the venue's today when checked. */
const createSchema = eventCreateSchema(venueToday);

const categoryChoices = async () => (await allCategories()).map((category) => ({ value: category.id, label: category.name }));

/** The add and edit forms' fields (§2.9); on add the date picker starts at today (venue day), on edit the date is shown but cannot change. */
const fieldsOf = (isEdit: boolean): readonly FormField<z.input<typeof eventEditFormSchema>>[] => [
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'select', name: 'ip', label: 'IP', placeholder: 'Select IP', options: ipChoices },
  { kind: 'row', even: true, fields: [{ kind: 'date', name: 'date', label: 'Date', disabled: isEdit, ...(!isEdit && { min: venueToday }) }, { kind: 'time', name: 'time', label: 'Time' }] },
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
      // The row is named as its category is (the API stores the category's name): no Name of its own.
      { key: 'categoryId', label: 'Category', kind: 'select', placeholder: 'Select Category', options: categoryChoices },
      { key: 'price', label: 'Price (AED)', kind: 'number' },
    ],
    blank: () => ({ categoryId: '', price: undefined }),
  },
];

/** Events' add and edit forms (§2.9, §5): on edit the date is shown but cannot change. */
export const eventForms: AreaForms<typeof eventsApi> = {
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
      categories: event.categories.map(({ categoryId, price }) => ({ categoryId, price })),
    }),
  }),
};
