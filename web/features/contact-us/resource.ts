import { lazy } from 'react';
import { contactUsArea } from '#domain/areas/contact-us';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { contactUsApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).contactUsApi, { list: true, setStatus: true });

/** Contact Us (§2.14), module `contactUs`: one read-only list; the palette finds enquiries by name or email and marks them. */
export const contactUsResource = areaResource({
  declaration: contactUsArea,
  singular: 'Enquiry',
  icon: 'contactUs',
  api,
  nameOf: (enquiry) => enquiry.name,
  hitLabel: (enquiry) => `${enquiry.name} <${enquiry.email}>`,
  screens: { list: lazy(() => import('./components/ContactUsList.tsx').then((m) => ({ default: m.ContactUsList }))) },
});
