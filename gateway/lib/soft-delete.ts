import { z } from 'zod';
import type { RestClient } from './rest.ts';

const deletedSchema = z.object({ _id: z.string() });

/** Soft-deletes through the API (`{ …body, isDelete: true }`); GraphQL gets the id and the API's message. */
export async function softDelete(rest: RestClient, method: 'DELETE' | 'POST', path: string, body: Record<string, string>): Promise<{ id: string; message: string }> {
  const { data, message } = await rest.send(method, path, { ...body, isDelete: true }, deletedSchema);
  return { id: data._id, message };
}
