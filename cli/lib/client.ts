import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';
import { networkReason, seconds, silence, TIMEOUT_MS, UNSENT_REASONS } from './network.ts';
import { retryAfterMs, TRANSIENT_STATUS, TransientError, withRetries } from './retry.ts';

/** "http://host:4000/", "http://host:4000/graphql" → "http://host:4000"; a usage error if not http(s). */
export function normalizeGateway(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError(ExitCode.USAGE, `Not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliError(ExitCode.USAGE, `The gateway URL must start with http:// or https://: ${raw}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '').replace(/\/graphql$/, '')}`;
}

/** What commands send requests through: a small GraphQL client over fetch (graphql's printer is loaded on the first request). */
export interface GatewayClient {
  /**
   * Sends a typed document. A transient failure is retried (see withRetries): always for a query,
   * for a mutation only when `idempotent` says that sending it twice does no more than once (a status
   * set to a given value, a delete or restore of given ids, a send with an idempotency key).
   */
  request<R, V extends object = Record<string, never>>(document: TypedDocumentNode<R, V>, variables?: V, options?: { idempotent?: boolean }): Promise<R>;
  /** A document given as text (`venue gql`), with its operation name; the reply's data and errors as they came. */
  raw(document: string, variables?: Record<string, unknown>, operationName?: string): Promise<{ data?: unknown; errors?: unknown[] }>;
}

/**
 * A failed GraphQL reply (errors, or no data), shaped as graphql-request's ClientError was, so the
 * exit-code mapping reads `response.errors` and `response.status`.
 */
export class GraphQLReplyError extends Error {
  constructor(
    readonly response: { status: number; data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[]; retryAfter?: string },
    readonly request: { operationName?: string },
  ) {
    super(response.errors?.[0]?.message ?? `GraphQL request failed with HTTP ${response.status}`);
    this.name = 'ClientError';
  }
}

const printed = new WeakMap<object, string>();

/** The text of a codegen document, printed as graphql prints it: the same text the gateway's trusted-document manifest hashes. */
async function textOf(document: object): Promise<string> {
  let query = printed.get(document);
  if (query === undefined) {
    // graphql's printer is CommonJS: Node names its exports, a bundle's chunk gives them as `default`.
    const printer = (await import('graphql/language/printer.js')) as { print?: (ast: DocumentNode) => string; default?: { print: (ast: DocumentNode) => string } };
    const print = printer.print ?? printer.default!.print;
    query = print(document as DocumentNode);
    printed.set(document, query);
  }
  return query;
}

type Reply<R> = { data?: R; errors?: { message: string; extensions?: Record<string, unknown> }[] };

const parseReply = <R,>(body: string): Reply<R> => {
  try {
    return JSON.parse(body) as Reply<R>;
  } catch {
    return {};
  }
};

/** How long a request may wait on a silent gateway (TIMEOUT_MS unless given), a signal that ends it sooner, and how often a transient failure is retried (VENUE_RETRIES unless given). */
export interface RequestLimits {
  timeoutMs?: number;
  signal?: AbortSignal;
  retries?: number;
}

/**
 * A GraphQL client for the gateway's /graphql; network failures become exit 7 with the reason. A
 * codegen document goes by its trusted-document hash (no text to print or send, nothing for the
 * gateway to parse); a gateway that does not know the hash (another version) gets the full text.
 */
export function gatewayClient(gateway: string, token?: string, limits: RequestLimits = {}): GatewayClient {
  return {
    request: async <R,>(document: TypedDocumentNode<R, never>, variables?: object, options: { idempotent?: boolean } = {}) => {
      const operation = (document as DocumentNode).definitions.find((d) => d.kind === 'OperationDefinition') as { operation?: string; name?: { value: string } } | undefined;
      const operationName = operation?.name?.value;
      const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
      const send = async (body: object): Promise<{ status: number; retryAfter?: string; reply: Reply<R> }> => {
        const response = await post(gateway, token, JSON.stringify(body), limits);
        return { status: response.status, retryAfter: response.retryAfter, reply: parseReply<R>(response.body) };
      };
      const once = async () => {
        let { status, retryAfter, reply } = hash ? await send({ variables, operationName, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }) : { status: 0, retryAfter: undefined, reply: undefined };
        if (!reply || reply.errors?.some((e) => e.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND')) ({ status, retryAfter, reply } = await send({ query: await textOf(document), variables, operationName }));
        if (reply.errors?.length || reply.data === undefined || reply.data === null) throw new GraphQLReplyError({ status, data: reply.data, errors: reply.errors, retryAfter }, { operationName });
        return reply.data;
      };
      const read = operation?.operation === 'query';
      return withRetries(once, options.idempotent ?? read, limits.retries, read);
    },
    raw: async (document, variables, operationName) =>
      // Any document: retried only when it cannot have been acted on.
      withRetries(async () => {
        const response = await post(gateway, token, JSON.stringify({ query: document, variables, operationName }), limits);
        const reply = JSON.parse(response.body) as { data?: unknown; errors?: unknown[] };
        return { data: reply.data, errors: reply.errors };
      }, false, limits.retries),
  };
}

/**
 * One POST to /graphql over node:http(s) (loaded in a fraction of fetch's time, which matters to a
 * CLI's start); exit 7 when the gateway cannot be reached or does not answer in JSON, as a
 * TransientError saying whether the request can have been acted on.
 */
async function post(gateway: string, token: string | undefined, body: string, { timeoutMs = TIMEOUT_MS, signal }: RequestLimits): Promise<{ status: number; body: string; retryAfter?: string }> {
  const url = new URL(`${gateway}/graphql`);
  const { request } = url.protocol === 'https:' ? await import('node:https') : await import('node:http');
  const headers = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'content-length': Buffer.byteLength(body), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  let sent = false;
  const answer = await new Promise<{ status: number; type: string; body: string; retryAfter?: string }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, timeout: timeoutMs, signal }, (res) => {
      const chunks: Buffer[] = [];
      const retryAfter = res.headers['retry-after'];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8'), retryAfter }));
      res.on('error', reject);
    });
    // The whole request went out: from here a broken connection may have left it acted on.
    req.on('finish', () => (sent = true));
    req.on('timeout', () => req.destroy(silence(`no answer within ${seconds(timeoutMs)}`)));
    req.on('error', reject);
    req.end(body);
  }).catch((error: unknown) => {
    if (signal?.aborted) throw new CliError(ExitCode.UNREACHABLE, `Cannot reach the gateway at ${gateway}: ${networkReason(error)}`);
    const reason = networkReason(error);
    throw new TransientError(`Cannot reach the gateway at ${gateway}: ${reason}`, sent && !UNSENT_REASONS.has(reason) ? 'unknown' : 'unsent');
  });
  if (!/json/.test(answer.type)) {
    const message = `${gateway} did not answer like a GraphQL gateway (HTTP ${answer.status})`;
    const kind = TRANSIENT_STATUS[answer.status];
    throw kind ? new TransientError(message, kind, retryAfterMs(answer.retryAfter)) : new CliError(ExitCode.UNREACHABLE, message);
  }
  return answer;
}
