import { lazy } from 'react';
import { contactUsArea } from '#domain/areas/contact-us';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { contactUsApi } from './api.ts';

/** Contact Us (§2.14), module `contactUs`: one read-only list; the palette finds enquiries by name or email and marks them. */
export const contactUsResource = areaResource({
  declaration: contactUsArea,
  singular: 'Enquiry',
  icon: 'contactUs',
  api: contactUsApi,
  nameOf: (enquiry) => enquiry.name,
  hitLabel: (enquiry) => `${enquiry.name} <${enquiry.email}>`,
  screens: { list: lazy(() => import('./components/ContactUsList.tsx').then((m) => ({ default: m.ContactUsList }))) },
});
