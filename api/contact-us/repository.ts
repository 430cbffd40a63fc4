import { and, eq } from 'drizzle-orm';
import { contactUsArea } from '#domain/areas/contact-us';
import { EnquiryStatus } from '#domain/contact-us';
import type { ContactUsForm, ContactUsListQuery } from '#domain/schemas/contact-us';
import type { Db } from '../db/database.ts';
import { contactUs } from '../db/schema.ts';
import { changeAudited, createAudited, pageLive, type BulkRecords, type RecordArea, type RecordChange, recordMessages } from '../lib/audited-records.ts';
import { peopleSearch } from '../lib/people-search.ts';
import type { ListVenue } from '../lib/area-store.ts';
import { withinVenueDays } from '../lib/venue-day-start.ts';
import { presentEnquiry, type EnquiryView } from './present.ts';
import { liveChunks, newestFirst, orderOf, type Ordering } from '../export/area-export.ts';

const area: RecordArea<typeof contactUs, EnquiryView> = { table: contactUs, area: 'contactUs', present: presentEnquiry, ...recordMessages(contactUsArea) };

/** Bulk status, delete and restore calls of enquiries: set-based on the same table. */
export const contactUsBulk: BulkRecords = { records: area };

/** Enquiries newest first, optionally of one status, matching a name or email, and filed on the venue days `fromDate` to `toDate`. */
const ORDER: Ordering = newestFirst(contactUs);
type EnquiryFilters = Pick<ContactUsListQuery, 'status' | 'search' | 'fromDate' | 'toDate'>;
const filterOf = (query: EnquiryFilters, timeZone: string) =>
  and(query.status ? eq(contactUs.status, query.status) : undefined, query.search ? peopleSearch(contactUs, query.search) : undefined, withinVenueDays(contactUs.createdAt, query, timeZone));
export const listEnquiries = (db: Db, query: ContactUsListQuery, venue: ListVenue): Promise<{ data: EnquiryView[]; count: number }> => pageLive(db, area, query, orderOf(ORDER), filterOf(query, venue.timeZone));

/** Every enquiry the list shows for `query`, chunk by chunk (the CSV export). */
export const enquiryChunks = (db: Db, query: EnquiryFilters, venue: ListVenue) => liveChunks(db, area, {}, ORDER, filterOf(query, venue.timeZone));

/** Files an enquiry from the venue's site as Pending, audited with no account as its actor. */
export const fileEnquiry = (db: Db, form: ContactUsForm): Promise<EnquiryView> => createAudited(db, null, area, { ...form, status: EnquiryStatus.PENDING });

/** Sets an enquiry's status (Pending or Marked) in one audited transaction. */
export const changeEnquiry = (db: Db, actorId: string, id: string, change: RecordChange<never>): Promise<EnquiryView> => changeAudited(db, actorId, area, id, change);
