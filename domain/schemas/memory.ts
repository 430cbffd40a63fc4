import { z } from 'zod';
import { galleryFormSchema } from './gallery.ts';
import { GALLERY_PAGE_SIZE } from '../limits.ts';
import { pagedQuerySchema, statusFilterSchema } from './list.ts';
import { textOf } from './text.ts';

export const EVENT_REQUIRED = 'Event is required';

const eventId = textOf('Event', EVENT_REQUIRED).trim().min(1, EVENT_REQUIRED).max(64, 'Event not found');

/** A memory picture (§3: as a gallery item): an uploaded image and its §9 metaData; the update body's form. */
export const memoryFormSchema = galleryFormSchema;
export type MemoryForm = z.infer<typeof memoryFormSchema>;

/** §7 `POST /create/eventGallery`: the picture and the event it belongs to. */
export const memoryCreateFormSchema = memoryFormSchema.extend({ eventId });
export type MemoryCreateForm = z.infer<typeof memoryCreateFormSchema>;

/** `GET /get/eventGallery`: a page of one event's pictures, 9 unless `limit` says otherwise (§9's gallery page). */
export const memoryListQuerySchema = pagedQuerySchema(GALLERY_PAGE_SIZE).omit({ search: true }).extend({ eventId, ...statusFilterSchema.shape });
export type MemoryListQuery = z.infer<typeof memoryListQuerySchema>;
