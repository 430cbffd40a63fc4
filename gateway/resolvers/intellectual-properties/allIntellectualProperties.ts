import { z } from 'zod';
import { ipOptionSchema } from '#domain/schemas/replies';
import type { QueryResolvers } from '#gql/resolvers';

/** `allIntellectualProperties`: every IP by name, the choices of the event form's IP select. */
export const allIntellectualProperties: NonNullable<QueryResolvers['allIntellectualProperties']> = async (_parent, _args, { rest }) => {
  const { data } = await rest.get('/get/all/intellectualProperty', z.array(ipOptionSchema));
  return data.map((ip) => ({ id: ip._id, name: ip.name }));
};
