import { contactUsArea } from '#domain/areas/contact-us';
import { bodySchemas } from '#domain/declaration/body-schemas';
import { contactUsListQuerySchema, contactUsSchema } from '#domain/schemas/contact-us';
import { areaRoutes } from '../lib/area-routes.ts';
import { takePublicQuota } from '../lib/public-quota.ts';
import type { PublicRoute, RouteDef } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { venueToday } from '../lib/venue-clock.ts';
import { CONTACT_US_MESSAGES } from './messages.ts';
import { changeEnquiry, contactUsBulk, fileEnquiry, listEnquiries } from './repository.ts';
import { enquiryRecordSchema } from '#domain/schemas/replies';

const form = bodySchemas(contactUsArea).create;

/** `POST /contactUs` for the venue's site: no login, counted per address before anything is read, strict; the dob judged on the venue's today. */
const fileRoute: PublicRoute = {
  method: 'post',
  path: '/contactUs',
  input: { body: form },
  output: enquiryRecordSchema,
  created: true,
  public: true,
  handler: async ({ body, ip }, { db, clock }) => {
    await takePublicQuota(db, 'contactUs', ip);
    const filed = validate(contactUsSchema(() => venueToday(clock)).strict(), body);
    return { httpStatus: 201, message: CONTACT_US_MESSAGES.received, data: await fileEnquiry(db, filed) };
  },
};

/** §7 Contact us calls (module `contactUs`): the list with a status filter and the status change; plus the site's public call. */
export const contactUsRoutes: RouteDef[] = [...areaRoutes(contactUsArea, { list: listEnquiries, change: changeEnquiry, bulk: contactUsBulk }, { listQuery: contactUsListQuerySchema }), fileRoute];
