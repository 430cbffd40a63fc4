import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const ServiceDocument = graphql(`
  query Service($id: ID!) {
    service(id: $id) { id title description image icon status createdAt }
  }
`);

/** One service. */
export async function getService(id: string) {
  const { service } = await request(ServiceDocument, { id });
  return service;
}
