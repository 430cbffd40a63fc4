import { z } from 'zod';
import { contactUsArea } from '#domain/areas/contact-us';
import { SPECIAL_OCCASIONS } from '#domain/contact-us';
import { statusNameOf } from '#domain/declaration/status-names';
import type { Enquiry } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';

const restEnquiry = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileCode: z.string(),
  mobileNo: z.string(),
  dob: z.string(),
  specialOccasion: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
});

/** REST enquiry of GET /get/contactUs/list and its status change → GraphQL `Enquiry`. */
export const enquiryMapper: AreaMapper<typeof restEnquiry, Enquiry> = {
  rest: restEnquiry,
  map: (enquiry) => ({
    id: enquiry._id,
    firstName: enquiry.firstName,
    lastName: enquiry.lastName,
    name: `${enquiry.firstName} ${enquiry.lastName}`,
    email: enquiry.email,
    mobileCode: enquiry.mobileCode,
    mobileNo: enquiry.mobileNo,
    dob: enquiry.dob,
    // None for a code the site never sends.
    specialOccasion: SPECIAL_OCCASIONS.find((o) => o.code === enquiry.specialOccasion)?.name ?? 'NONE',
    status: statusNameOf(contactUsArea, enquiry.status),
    createdAt: enquiry.createdAt,
  }),
};
