import { graphql } from '#gql';
import { found } from '#domain/found';
import type { NewsletterEmailForm } from '#domain/schemas/newsletter';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';

const SubscribersDocument = graphql(`
  query NewsletterSubscribers($limit: Int, $offset: Int, $search: String, $subscribed: Boolean) {
    newsletterSubscribers(limit: $limit, offset: $offset, search: $search, subscribed: $subscribed) {
      count
      items { id email lastSubmission subscribeCount isSubscribed }
    }
  }
`);
const CampaignsDocument = graphql(`
  query NewsletterCampaigns($limit: Int, $offset: Int, $search: String) {
    newsletterCampaigns(limit: $limit, offset: $offset, search: $search) {
      count
      items { id subject sentBy createdAt total sent failed pending sending }
    }
  }
`);
const CampaignFailuresDocument = graphql(`
  query NewsletterCampaignFailures($id: ID!) {
    newsletterCampaign(id: $id) { id failures { email attempts reply } }
  }
`);
const SendNewsletterDocument = graphql(`
  mutation SendNewsletter($input: SendNewsletterInput!) {
    sendNewsletter(input: $input) { message campaign { id } }
  }
`);

/** The subscribers' call (§2.14), the area's one declared operation: a page, latest submission first, `search` matching the email, `subscribed` only the (un)subscribed. */
export const newslettersApi = {
  list: async ({ limit, offset, search, subscribed }: ListQuery & { subscribed?: boolean }) => (await request(SubscribersDocument, { limit, offset, search, subscribed })).newsletterSubscribers,
};

/** A page of campaigns, newest first, with their counts; `search` matches the subject. */
export const listCampaigns = async (page: { limit: number; offset: number; search?: string }) => (await request(CampaignsDocument, page)).newsletterCampaigns;
export type CampaignRow = Awaited<ReturnType<typeof listCampaigns>>['items'][number];

/** A campaign's failed recipients, with the mail server's reply. */
export const campaignFailures = async (id: string) => found((await request(CampaignFailuresDocument, { id })).newsletterCampaign).failures;

/** Sends a newsletter (toasting the reply); `idempotencyKey` makes a second submission of the same form return the same campaign. */
export const sendNewsletter = (form: NewsletterEmailForm, idempotencyKey: string) => mutate(SendNewsletterDocument, { input: { ...form, idempotencyKey } });
