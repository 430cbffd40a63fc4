import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const ServicesDocument = graphql(`
  query Services($limit: Int, $offset: Int, $search: String) {
    services(limit: $limit, offset: $offset, search: $search) {
      count
      items { id title description image status createdAt }
    }
  }
`);

/** One page of services, optionally matching `search` by title. */
export async function listServices(page: { limit: number; offset: number; search?: string }) {
  const { services } = await request(ServicesDocument, page);
  return services;
}
