import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { SOMETHING_WENT_WRONG } from '#domain/messages';
import { expireSession } from './expireSession.ts';
import { session } from './session.ts';
import { isStaleRefusal, NotifiedError, toastError, type FieldProblem } from './toasts.ts';

const ENDPOINT = '/graphql';
const MASKED = 'INTERNAL_SERVER_ERROR';

/** Variables of a GraphQL operation. */
export type Variables = Record<string, unknown>;

interface Options {
  /** The login call: a refused password is a message to show, not an expired session. */
  signingIn?: boolean;
  /** Sent instead of the stored token (a session being ended after the store was cleared). */
  token?: string;
  /** Failures are only thrown: no toast, no expired-session redirect (a sign-out that cannot fail for the user). */
  quiet?: boolean;
  /** Aborts the call (a newer search replaced it); the abort is thrown as is, never toasted. */
  signal?: AbortSignal;
}

/**
 * Refusals, by code, that a caller under way says itself (StaleNotice's Reload: a record found
 * deleted), counted per such caller: not toasted meanwhile, so one event is said once.
 */
export const saidByCaller: Partial<Record<string, number>> = {};

type GraphQLReply<Result> = { data?: Result | null; errors?: { message?: string; extensions?: { code?: unknown; fields?: unknown } }[] };

/** A reply that carries GraphQL errors, or none of the data asked for. */
class GraphQLFailure extends Error {
  constructor(
    readonly status: number,
    readonly reply: GraphQLReply<unknown> | undefined,
  ) {
    super('GraphQL request failed');
  }
}

const isProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' && value !== null && Array.isArray((value as FieldProblem).path) && typeof (value as FieldProblem).message === 'string';

function describe(error: unknown): { code: string; message: string; fields: FieldProblem[] } {
  if (!(error instanceof GraphQLFailure)) return { code: 'NETWORK', message: SOMETHING_WENT_WRONG, fields: [] };
  const first = error.reply?.errors?.[0];
  const code = String(first?.extensions?.code ?? (error.status === 401 ? 'UNAUTHENTICATED' : MASKED));
  const message = code === MASKED || !first?.message ? SOMETHING_WENT_WRONG : first.message;
  const listed = first?.extensions?.fields;
  return { code, message, fields: Array.isArray(listed) ? listed.filter(isProblem) : [] };
}

/**
 * The body naming a document by its hash in the trusted manifest (codegen's persisted documents):
 * the web build's documents are only that hash, so the browser never sends, parses or even holds
 * GraphQL text.
 */
function bodyOf(document: unknown, variables: Variables | undefined): string {
  const { __meta__: meta, definitions } = document as { __meta__?: { hash?: string }; definitions?: { name?: { value: string } }[] };
  if (!meta?.hash) throw new Error('A GraphQL document without its persisted hash: run npm run codegen');
  // Only a full document (outside the web build, e.g. under component tests) still knows its operation's name.
  const operationName = definitions?.[0]?.name?.value;
  return JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: meta.hash } } });
}

async function send<Result>(document: unknown, variables: Variables | undefined, token: string | undefined, signal?: AbortSignal): Promise<Result> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL(ENDPOINT, location.origin), { method: 'POST', headers, body: bodyOf(document, variables), signal });
  const reply = (await response.json().catch(() => undefined)) as GraphQLReply<Result> | undefined;
  if (!reply || reply.errors?.length || reply.data == null) throw new GraphQLFailure(response.status, reply);
  return reply.data;
}

/**
 * Runs one typed GraphQL document with the stored token. Failures are toasted here (§8), but for a
 * save refused as stale, which its form shows, and those a caller says itself (`saidByCaller`); an expired session signs out and goes to /login; the
 * thrown NotifiedError carries the code.
 */
export async function request<Result, Vars extends Variables>(
  document: TypedDocumentNode<Result, Vars>,
  variables?: Vars,
  options: Options = {},
): Promise<Result> {
  const token = options.token ?? session.token ?? undefined;
  try {
    return await send<Result>(document, variables, token, options.signal);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const { code, message, fields } = describe(error);
    if (options.quiet) throw new NotifiedError(message, code, fields);
    // Only the session that sent the call ends with it: a late refusal of a call sent before a
    // sign-out (or with another account's token) must not sign out whoever is signed in now.
    if (code === 'UNAUTHENTICATED' && !options.signingIn && (session.token || undefined) !== token) throw new NotifiedError(message, code, fields);
    if (code === 'UNAUTHENTICATED' && !options.signingIn) throw expireSession();
    const refused = new NotifiedError(message, code, fields);
    // A stale save's message is the form's own, beside its Save: a toast would say it a second time.
    if (!isStaleRefusal(refused) && !saidByCaller[code]) toastError(message);
    throw refused;
  }
}
