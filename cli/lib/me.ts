import type { GraphQLClient } from 'graphql-request';
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
export async function fetchMe(client: GraphQLClient) {
  return (await client.request(MeDocument)).me;
}
