import { graphql } from '#gql';

/** The newsletters area's documents, literal for the client preset. */
export const newslettersDocuments = {
  list: graphql(`
    query CliNewsletterSubscribers($limit: Int, $offset: Int, $search: String, $from: Date, $to: Date, $subscribed: Boolean, $orderBy: [NewsletterSubscriberOrder!]) {
      newsletterSubscribers(limit: $limit, offset: $offset, search: $search, from: $from, to: $to, subscribed: $subscribed, orderBy: $orderBy) {
        count
        items {
          ...CliSubscriberFields
        }
      }
    }
  `),
  recipients: graphql(`
    query CliNewsletterRecipients {
      newsletterSubscribers(limit: 1, subscribed: true) {
        count
      }
    }
  `),
  send: graphql(`
    mutation CliSendNewsletter($input: SendNewsletterInput!) {
      sendNewsletter(input: $input) {
        message
        campaign {
          ...CliCampaignFields
        }
      }
    }
  `),
  campaigns: graphql(`
    query CliNewsletterCampaigns($limit: Int, $offset: Int) {
      newsletterCampaigns(limit: $limit, offset: $offset) {
        count
        items {
          ...CliCampaignFields
        }
      }
    }
  `),
  campaign: graphql(`
    query CliNewsletterCampaign($id: ID!) {
      newsletterCampaign(id: $id) {
        ...CliCampaignFields
        message
        failures {
          email
          attempts
          reply
        }
      }
    }
  `),
};
