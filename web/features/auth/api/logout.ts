import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { session, signOut } from '../../../lib/session.ts';

const LogoutDocument = graphql(`
  mutation Logout {
    logout { message }
  }
`);

/**
 * Ends the stored session (§2.4): on the server, so its token opens nothing any more, and here at
 * once, whether or not the server can be reached. Resolves when the server has answered.
 */
export function logout(): Promise<void> {
  const { token } = session;
  signOut();
  if (!token) return Promise.resolve();
  return request(LogoutDocument, undefined, { token, quiet: true }).then(
    () => undefined,
    // An expired or already ended session, or no network: nothing is left to end that the user can act on.
    () => undefined,
  );
}
