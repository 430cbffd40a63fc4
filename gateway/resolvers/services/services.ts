import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { restServiceSchema, toService } from './restService.ts';

/** `services(limit, offset, search)`: one page of services, searched by title. */
export const services: NonNullable<QueryResolvers['services']> = (_parent, { limit, offset, search }, { rest }) =>
  readPage(rest, '/get/services', restServiceSchema, toService, { limit, offset, search });
