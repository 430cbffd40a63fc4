import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';

/** `health`: the gateway answers, and the API's GET /health says whether it does too. */
export const health: NonNullable<QueryResolvers['health']> = async (_parent, _args, { rest }) => {
  const api = await rest.get('/health', z.unknown()).then(
    () => true,
    () => false,
  );
  return { gateway: true, api };
};
