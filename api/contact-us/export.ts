import { contactUsArea } from '#domain/areas/contact-us';
import { SPECIAL_OCCASIONS } from '#domain/contact-us';
import { statusLabelOf, statusNameOf } from '#domain/declaration/status-names';
import { NOT_AVAILABLE } from '#domain/messages';
import { contactUsListQuerySchema } from '#domain/schemas/contact-us';
import { areaExport, createdColumn, dateCell } from '../export/area-export.ts';
import { enquiryChunks } from './repository.ts';

/** Enquiries as CSV: the list's Date, Name, Email, Mobile, Dob, Special Occasion and Status (Pending or Marked). */
export const contactUsExport = areaExport({
  area: contactUsArea,
  query: contactUsListQuerySchema,
  chunks: enquiryChunks,
  columns: [
    createdColumn(),
    { title: 'Name', cell: (row) => `${row.firstName} ${row.lastName}` },
    { title: 'Email', cell: (row) => row.email },
    { title: 'Mobile', cell: (row) => `${row.mobileCode} ${row.mobileNo}` },
    { title: 'Dob', cell: (row, context) => dateCell(row.dob, context) },
    { title: 'Special Occasion', cell: (row) => SPECIAL_OCCASIONS.find((o) => o.code === row.specialOccasion)?.label ?? NOT_AVAILABLE },
    { title: 'Status', cell: (row) => statusLabelOf(contactUsArea, statusNameOf(contactUsArea, row.status)) },
  ],
});
