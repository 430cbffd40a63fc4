import { signedOutSchema } from '#domain/schemas/replies';
import type { RestClient } from '../../lib/rest.ts';

const signOutSchema = signedOutSchema;

/** POST /logout or /logout/all with the caller's own token; the API's message and how many sessions it ended. */
export const signOut = async (rest: RestClient, path: '/logout' | '/logout/all') => {
  const { data, message } = await rest.send('POST', path, undefined, signOutSchema);
  return { message, sessionsEnded: data.sessionsEnded };
};
