import { graphql } from '#gql';
import { accountTypeCode } from '../../../lib/accountType.ts';
import { fromRows } from '../../../lib/permissions.ts';
import { request } from '../../../lib/request.ts';
import { markReady, refreshAccount } from '../../../lib/session.ts';
import { NotifiedError } from '../../../lib/toasts.ts';

const MeDocument = graphql(`
  query Me {
    me {
      name
      accountType
      roleActive
      permissions { module all add view edit del }
    }
  }
`);

let inFlight: Promise<void> | null = null;

/**
 * Re-reads the signed-in account (§6: the server re-reads it too). An expired token is handled
 * by the request helper; on any other failure the stored permissions are kept. Calls made while
 * one is under way share it, so an expired session is announced once.
 */
export function refreshMe(): Promise<void> {
  inFlight ??= readMe().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function readMe(): Promise<void> {
  try {
    const { me } = await request(MeDocument);
    refreshAccount({ name: me.name, accountType: accountTypeCode(me.accountType), permissions: fromRows(me.permissions), roleActive: me.roleActive });
  } catch (error) {
    if (error instanceof NotifiedError && error.code !== 'UNAUTHENTICATED') markReady();
  }
}
