import type { GatewayClient } from './client.ts';
import { graphql } from '#gql';

const MeDocument = graphql(`
  query CliMe {
    me {
      id
      name
      email
      accountType
      roleName
    }
  }
`);

/** The signed-in account as the API sees it now. */
export async function fetchMe(client: GatewayClient) {
  return (await client.request(MeDocument)).me;
}
