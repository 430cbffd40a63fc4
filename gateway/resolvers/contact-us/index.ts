import { contactUsArea } from '#domain/areas/contact-us';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { enquiryMapper } from './mapper.ts';

/** The contact-us area: enquiries listed (by status too) and their status set; all derived. */
export const contactUsResolvers = areaResolvers(contactUsArea, enquiryMapper, {}) satisfies Resolvers;
