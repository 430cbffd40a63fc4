import { z } from 'zod';
import { withFieldNames, type RestClient } from './rest.ts';

const deletedSchema = z.object({ _id: z.string() });

/** Soft-deletes through the API (`{ …body, isDelete: true }`); GraphQL gets the id and the API's message, and a problem with the id key is `id`'s. */
export async function softDelete(rest: RestClient, method: 'DELETE' | 'POST', path: string, body: Record<string, string>): Promise<{ id: string; message: string }> {
  const idNames = Object.fromEntries(Object.keys(body).map((key) => [key, 'id']));
  const { data, message } = await withFieldNames(rest, idNames).send(method, path, { ...body, isDelete: true }, deletedSchema);
  return { id: data._id, message };
}
