import { contactUsArea } from '#domain/areas/contact-us';
import { bodySchemas } from '#domain/declaration/body-schemas';
import { contactUsListQuerySchema } from '#domain/schemas/contact-us';
import { areaRoutes } from '../lib/area-routes.ts';
import { takePublicQuota } from '../lib/public-quota.ts';
import type { PublicRoute, RouteDef } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { CONTACT_US_MESSAGES } from './messages.ts';
import { changeEnquiry, contactUsBulk, fileEnquiry, listEnquiries } from './repository.ts';
import { enquiryRecordSchema } from '#domain/schemas/replies';

const form = bodySchemas(contactUsArea).create;

/** `POST /contactUs` for the venue's site: no login, counted per address before anything is read, strict. */
const fileRoute: PublicRoute = {
  method: 'post',
  path: '/contactUs',
  input: { body: form },
  output: enquiryRecordSchema,
  created: true,
  public: true,
  handler: async ({ body, ip }, { db }) => {
    await takePublicQuota(db, 'contactUs', ip);
    return { httpStatus: 201, message: CONTACT_US_MESSAGES.received, data: await fileEnquiry(db, validate(form, body)) };
  },
};

/** §7 Contact us calls (module `contactUs`): the list with a status filter and the status change; plus the site's public call. */
export const contactUsRoutes: RouteDef[] = [...areaRoutes(contactUsArea, { list: listEnquiries, change: changeEnquiry, bulk: contactUsBulk }, { listQuery: contactUsListQuerySchema }), fileRoute];
