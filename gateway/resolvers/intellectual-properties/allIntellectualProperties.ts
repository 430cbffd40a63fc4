import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';

const restNamed = z.object({ _id: z.string(), name: z.string() });

/** `allIntellectualProperties`: every IP by name, the choices of the event form's IP select. */
export const allIntellectualProperties: NonNullable<QueryResolvers['allIntellectualProperties']> = async (_parent, _args, { rest }) => {
  const { data } = await rest.get('/get/all/intellectualProperty', z.array(restNamed));
  return data.map((ip) => ({ id: ip._id, name: ip.name }));
};
