import { and, desc, eq } from 'drizzle-orm';
import { contactUsArea } from '#domain/areas/contact-us';
import { EnquiryStatus } from '#domain/contact-us';
import { standardMessages } from '#domain/declaration/standard-messages';
import type { ContactUsForm, ContactUsListQuery } from '#domain/schemas/contact-us';
import type { Db } from '../db/database.ts';
import { contactUs } from '../db/schema.ts';
import { changeAudited, createAudited, pageLive, type RecordArea, type RecordChange } from '../lib/audited-records.ts';
import { peopleSearch } from '../lib/people-search.ts';
import { presentEnquiry, type EnquiryView } from './present.ts';

const area: RecordArea<typeof contactUs, EnquiryView> = { table: contactUs, area: 'contactUs', present: presentEnquiry, notFound: standardMessages(contactUsArea).notFound };

/** A page of enquiries, newest first, optionally of one status and matching a name or email. */
export const listEnquiries = (db: Db, query: ContactUsListQuery): Promise<{ data: EnquiryView[]; count: number }> =>
  pageLive(
    db,
    area,
    query,
    [desc(contactUs.createdAt), desc(contactUs.id)],
    and(query.status ? eq(contactUs.status, query.status) : undefined, query.search ? peopleSearch(contactUs, query.search) : undefined),
  );

/** Files an enquiry from the venue's site as Pending, audited with no account as its actor. */
export const fileEnquiry = (db: Db, form: ContactUsForm): Promise<EnquiryView> => createAudited(db, null, area, { ...form, status: EnquiryStatus.PENDING });

/** Sets an enquiry's status (Pending or Marked) in one audited transaction. */
export const changeEnquiry = (db: Db, actorId: string, id: string, change: RecordChange<never>): Promise<EnquiryView> => changeAudited(db, actorId, area, id, change);
