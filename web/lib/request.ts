import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ClientError, request as send, type RequestExtendedOptions, type Variables } from 'graphql-request';
import { SOMETHING_WENT_WRONG } from '#domain/messages';
import { expireSession } from './expireSession.ts';
import { session } from './session.ts';
import { NotifiedError, toastError } from './toasts.ts';

const ENDPOINT = '/graphql';
const MASKED = 'INTERNAL_SERVER_ERROR';

interface Options {
  /** The login call: a refused password is a message to show, not an expired session. */
  signingIn?: boolean;
  /** Sent instead of the stored token (a session being ended after the store was cleared). */
  token?: string;
  /** Failures are only thrown: no toast, no expired-session redirect (a sign-out that cannot fail for the user). */
  quiet?: boolean;
}

function describe(error: unknown): { code: string; message: string } {
  if (!(error instanceof ClientError)) return { code: 'NETWORK', message: SOMETHING_WENT_WRONG };
  const first = error.response.errors?.[0];
  const code = String(first?.extensions?.code ?? (error.response.status === 401 ? 'UNAUTHENTICATED' : MASKED));
  const message = code === MASKED || !first?.message ? SOMETHING_WENT_WRONG : first.message;
  return { code, message };
}

/**
 * Runs one typed GraphQL document with the stored token. Failures are toasted here (§8): an
 * expired session signs out and goes to /login; the thrown NotifiedError carries the code.
 */
export async function request<Result, Vars extends Variables>(
  document: TypedDocumentNode<Result, Vars>,
  variables?: Vars,
  options: Options = {},
): Promise<Result> {
  const token = options.token ?? session.token;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  try {
    const call = { url: new URL(ENDPOINT, location.origin).href, document, variables, requestHeaders: headers };
    // graphql-request's conditional `variables` type cannot be resolved for a generic Vars.
    return await send<Result, Vars>(call as unknown as RequestExtendedOptions<Vars, Result>);
  } catch (error) {
    const { code, message } = describe(error);
    if (options.quiet) throw new NotifiedError(message, code);
    if (code === 'UNAUTHENTICATED' && !options.signingIn) throw expireSession();
    toastError(message);
    throw new NotifiedError(message, code);
  }
}
