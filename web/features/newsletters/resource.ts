import { lazy } from 'react';
import { newslettersArea } from '#domain/areas/newsletters';
import { progressText } from '#domain/newsletters/campaign-progress';
import { subscriptionLabel } from '#domain/newsletters/subscription';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { newslettersApi as Calls } from './api.ts';

const PALETTE_HITS = 20;
/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).newslettersApi, { list: true });
const campaigns = lazy(() => import('./components/CampaignList.tsx').then((m) => ({ default: m.CampaignList })));

/**
 * News Letters (§2.14): the subscribers' list, the send-email form (/newsletters/sendEmail, the
 * palette's "Send newsletter…") and the campaigns (/newsletters/campaigns), whose sending shows in
 * the palette while it lasts. Subscribers are found in the palette by email.
 */
export const newslettersResource = areaResource({
  declaration: newslettersArea,
  singular: 'Subscriber',
  icon: 'mail',
  api,
  nameOf: (subscriber) => subscriber.email,
  screens: { list: lazy(() => import('./components/SubscriberList.tsx').then((m) => ({ default: m.SubscriberList }))) },
  pages: [
    { segment: 'sendEmail', action: 'add', command: 'Send newsletter…', screen: lazy(() => import('./components/SendEmail.tsx').then((m) => ({ default: m.SendEmail }))) },
    { segment: 'campaigns', action: 'view', command: 'Newsletter campaigns', screen: campaigns },
  ],
  search: async (text) =>
    (await api.list({ limit: PALETTE_HITS, offset: 0, search: text })).items.map((s) => ({
      id: s.id,
      label: `${s.email} (${subscriptionLabel(s.isSubscribed)})`,
      isActive: true,
      path: `/newsletters?q=${encodeURIComponent(s.email)}`,
    })),
  activity: async () =>
    (await (await import('./api.ts')).listCampaigns({ limit: PALETTE_HITS, offset: 0 })).items
      .filter((c) => c.sending)
      .map((c) => ({ id: c.id, label: `Sending "${c.subject}"`, detail: progressText(c), path: '/newsletters/campaigns' })),
});
