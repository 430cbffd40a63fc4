import { contactUsArea } from '#domain/areas/contact-us';
import { SPECIAL_OCCASIONS } from '#domain/contact-us';
import { statusLabelOf, statusNameOf } from '#domain/declaration/status-names';
import { NOT_AVAILABLE } from '#domain/messages';
import { contactUsListQuerySchema } from '#domain/schemas/contact-us';
import { areaExport, createdCell, dateCell } from '../export/area-export.ts';
import { enquiryChunks } from './repository.ts';

/** Enquiries as CSV: the list's Date, Name, Email, Mobile, Dob, Special Occasion and Status (Pending or Marked). */
export const contactUsExport = areaExport({
  area: contactUsArea,
  query: contactUsListQuerySchema,
  chunks: enquiryChunks,
  columns: {
    Date: createdCell,
    Name: (row) => `${row.firstName} ${row.lastName}`,
    Email: (row) => row.email,
    Mobile: (row) => `${row.mobileCode} ${row.mobileNo}`,
    Dob: (row, context) => dateCell(row.dob, context),
    'Special Occasion': (row) => SPECIAL_OCCASIONS.find((o) => o.code === row.specialOccasion)?.label ?? NOT_AVAILABLE,
    Status: (row) => statusLabelOf(contactUsArea, statusNameOf(contactUsArea, row.status)),
  },
});
