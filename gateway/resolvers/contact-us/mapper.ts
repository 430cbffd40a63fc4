import { enquiryRecordSchema } from '#domain/schemas/replies';
import { contactUsArea } from '#domain/areas/contact-us';
import { SPECIAL_OCCASIONS } from '#domain/contact-us';
import { statusNameOf } from '#domain/declaration/status-names';
import type { Enquiry } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toContact } from '../../lib/contact-mapper.ts';

const restEnquiry = enquiryRecordSchema;

/** REST enquiry of GET /get/contactUs/list and its status change → GraphQL `Enquiry`. */
export const enquiryMapper: AreaMapper<typeof restEnquiry, Enquiry> = {
  rest: restEnquiry,
  map: (enquiry) => ({
    id: enquiry._id,
    ...toContact(enquiry),
    dob: enquiry.dob,
    // None for a code the site never sends.
    specialOccasion: SPECIAL_OCCASIONS.find((o) => o.code === enquiry.specialOccasion)?.name ?? 'NONE',
    status: statusNameOf(contactUsArea, enquiry.status),
    createdAt: enquiry.createdAt,
  }),
};
