import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { processRegularResult, type Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import proxyaddr from 'proxy-addr';
import { observeRequest } from '../../api/lib/metrics.ts';
import { REQUEST_ID_HEADER, requestIdFor, runWithRequestId } from '../../api/lib/request-context.ts';
import { logRequest } from '../../api/lib/request-log.ts';
import type { GatewayContext } from '../context.ts';
import { compiledFor, variablesRefused, type CompiledResult } from './compiled-execution.ts';
import { GRAPHQL_BODY_LIMIT } from './graphql-body-limit.ts';
import { maskError } from './mask-error.ts';
import type { OperationLabels, operationMetrics } from './operation-metrics.ts';
import { createRestClient } from './rest.ts';
import { persistedHashOf, type TrustedDocuments } from './trusted-documents.ts';
import type { Upstream } from './upstream.ts';

/** How many distinct documents the fast path keeps compiled; the least recently used one goes first. */
const MAX_DOCUMENTS = 500;
const MASKED_MESSAGE = 'Unexpected error.';
const JSON_BODY = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;
const PARAMS = new Set(['query', 'variables', 'operationName', 'extensions']);

/** A document the full pipeline has already parsed, validated (hardening rules included) and run. */
type Known = { compiled: CompiledQuery; labels: OperationLabels };

type Params = { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: unknown };

export type FastPathOptions = {
  upstream: Upstream;
  logger: Logger;
  trusted: TrustedDocuments;
  metrics: ReturnType<typeof operationMetrics>;
  /** Origins that get CORS headers: their requests take the full pipeline, which writes them. */
  corsOrigins: readonly string[];
  /** Express's compiled `trust proxy`, so the client address is judged as for every other request. */
  trustProxy: (address: string, hop: number) => boolean;
};

export type FastPath = {
  /** Admits each document the full pipeline validated and is about to run, if any caller may run it. */
  plugin: Plugin;
  /** Serves POST /graphql for admitted documents, handing every other request to `next` unchanged. */
  listener(next: RequestListener): RequestListener;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// Yoga's choice of result processor for an Accept header (server-sent events, multipart, then the
// regular JSON one; the last match wins), so the fast path answers with the same media type, and
// leaves to Yoga every request it would answer otherwise (events, multipart, 406).
const PROCESSORS = [['text/event-stream'], ['multipart/mixed'], ['application/graphql-response+json', 'application/json']] as const;
const REGULAR = PROCESSORS.length - 1;
const matches = (offered: string, asked: string) => {
  const [offeredType, offeredSub] = offered.split('/');
  const [type, sub] = asked.split('/');
  return (type === '*' || type === offeredType) && (sub === '*' || sub === offeredSub);
};
const askedTypes = (accept: string) =>
  accept
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .filter((entry) => (entry.split(';').slice(1).find((param) => param.includes('charset=')) ?? 'charset=utf-8') === 'charset=utf-8')
    .map((entry) => entry.split(';')[0]!)
    .reverse();
const chooseMediaType = (accept: string): string | undefined => {
  let chosen: { processor: number; type: string } | undefined;
  PROCESSORS.forEach((types, processor) => {
    for (const asked of askedTypes(accept)) for (const type of types) if (matches(type, asked)) chosen = { processor, type };
  });
  return chosen?.processor === REGULAR ? chosen.type : undefined;
};
const mediaTypes = new Map<string, string | undefined>();
const mediaTypeFor = (accept = '*/*'): string | undefined => {
  if (!mediaTypes.has(accept)) {
    if (mediaTypes.size >= 100) mediaTypes.clear();
    mediaTypes.set(accept, chooseMediaType(accept));
  }
  return mediaTypes.get(accept);
};

// processRegularResult builds a Fetch Response; this stand-in keeps its body and init as they are.
class Reply {
  constructor(
    readonly body: string,
    readonly init: { status: number; headers: Record<string, string> },
  ) {}
}
const captured = { Response: Reply } as unknown as Parameters<typeof processRegularResult>[1];

/**
 * The gateway's fast path (issue 11, goal 1). A document that Yoga's full pipeline has run once
 * (parsed, validated under the hardening rules, allowed by the trusted documents for any caller, and
 * compiled by graphql-jit) is served from then on by a bare `node:http` handler: the body is read
 * and parsed as JSON, the compiled document runs against the same resolvers, and the reply is built
 * by Yoga's own result processor (same status, media type, masking and serialisation), with the
 * same request id, metrics and log line as the full pipeline. Anything else — GET, another content
 * type, a CORS origin, an unknown document, odd parameters, variables the compiled form refuses — goes
 * to the full pipeline untouched, so the fast path changes nothing a client can see but the time.
 */
export function fastPath({ upstream, logger, trusted, metrics, corsOrigins, trustProxy }: FastPathOptions): FastPath {
  const known = new Map<string, Known>();
  const keyOf = (query: string, operationName: string | null | undefined) => `${operationName ?? ''}\n${query}`;

  const plugin: Plugin = {
    onExecute({ args }) {
      const query = (args.contextValue as { params?: { query?: unknown } }).params?.query;
      if (typeof query !== 'string') return;
      const key = keyOf(query, args.operationName);
      if (known.has(key) || !trusted.runsForAnyone(query)) return;
      const compiled = compiledFor(args.schema as GraphQLSchema, args.document as DocumentNode, args.operationName);
      if (!compiled) return;
      if (known.size >= MAX_DOCUMENTS) known.delete(known.keys().next().value!);
      known.set(key, { compiled, labels: metrics.labelsOf(args.document, args.operationName) });
    },
  };

  /** The admitted document and the variables of a request's parameters, or undefined for the full pipeline. */
  const lookUp = (params: unknown): { entry: Known; variables: Record<string, unknown> } | undefined => {
    if (!isObject(params)) return undefined;
    const { query, variables, operationName, extensions } = params as Params;
    if (Object.keys(params).some((key) => !PARAMS.has(key))) return undefined;
    if ((variables != null && !isObject(variables)) || (operationName != null && typeof operationName !== 'string') || (extensions != null && !isObject(extensions))) return undefined;
    const hash = persistedHashOf(params as { extensions?: Record<string, unknown> });
    const text = query ? query : hash === undefined ? undefined : trusted.documentFor(hash);
    if (typeof text !== 'string') return undefined;
    const key = keyOf(text, operationName);
    const entry = known.get(key);
    if (!entry) return undefined;
    // Most recently used last, so the oldest is the one evicted.
    known.delete(key);
    known.set(key, entry);
    const values = (variables ?? {}) as Record<string, unknown>;
    return { entry, variables: values };
  };

  const mask = (error: GraphQLError) => {
    const masked = maskError(error, MASKED_MESSAGE, false);
    if (masked !== error) logger.error({ err: error }, error.message);
    return masked as GraphQLError;
  };

  /** Runs the admitted document and answers; false, with nothing sent, when jit refused the variables (see variablesRefused). */
  async function run(req: IncomingMessage, res: ServerResponse, { entry, variables }: NonNullable<ReturnType<typeof lookUp>>, mediaType: string, started: bigint): Promise<boolean> {
    const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER]);
    return runWithRequestId(requestId, async () => {
      // The account the API acted for, from its replies, for the log line.
      let actorId: string | null = null;
      const contextValue: GatewayContext = { rest: createRestClient(upstream, req.headers.authorization ?? null, proxyaddr(req, trustProxy), requestId, (id) => (actorId = id)) };
      const began = process.hrtime.bigint();
      let result: CompiledResult;
      try {
        result = await entry.compiled.query(undefined, contextValue, variables);
        // Nothing ran: the full pipeline answers, with graphql-js's fuller message.
        if (variablesRefused(result)) return false;
        result.stringify = entry.compiled.stringify;
      } catch (error) {
        result = { errors: [error as GraphQLError] };
      }
      if (result.errors?.length) result = { ...result, errors: result.errors.map(mask) };
      metrics.observe(entry.labels, began, !!result.errors?.length);
      logger.debug({ operation: entry.labels.operation }, 'graphql fast path');
      const reply = processRegularResult(result, captured, mediaType) as unknown as Reply;
      req.headers[REQUEST_ID_HEADER] = requestId;
      res.on('finish', () => {
        observeRequest({ service: 'gateway', method: 'POST', route: '/graphql', status: String(res.statusCode) }, started);
        logRequest(logger, { method: 'POST', path: '/graphql', status: res.statusCode, durationMs: Number(process.hrtime.bigint() - started) / 1e6, actorId, requestId });
      });
      res.writeHead(reply.init.status, { ...reply.init.headers, [REQUEST_ID_HEADER]: requestId, 'content-length': Buffer.byteLength(reply.body) });
      res.end(reply.body);
      return true;
    });
  }

  const listener =
    (next: RequestListener): RequestListener =>
    (req, res) => {
      const length = Number(req.headers['content-length']);
      const origin = req.headers.origin;
      const mediaType = req.method === 'POST' && req.url === '/graphql' ? mediaTypeFor(req.headers.accept) : undefined;
      if (
        mediaType === undefined ||
        !JSON_BODY.test(req.headers['content-type'] ?? '') ||
        req.headers['content-encoding'] !== undefined ||
        req.headers['transfer-encoding'] !== undefined ||
        !(length > 0 && length <= GRAPHQL_BODY_LIMIT) ||
        (origin !== undefined && corsOrigins.includes(origin))
      ) {
        next(req, res);
        return;
      }
      const started = process.hrtime.bigint();
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('error', () => res.destroy());
      req.on('end', () => {
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        let found: ReturnType<typeof lookUp>;
        try {
          found = lookUp(JSON.parse(body.toString('utf8')));
        } catch {
          found = undefined;
        }
        // The full pipeline reads the body it is handed (see graphqlBodyLimit).
        const handOn = () => {
          (req as IncomingMessage & { body?: Buffer }).body = body;
          next(req, res);
        };
        if (!found) return handOn();
        run(req, res, found, mediaType, started).then((answered) => answered || handOn(), (error: unknown) => {
          logger.error({ err: error }, 'GraphQL fast path failed');
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ errors: [{ message: MASKED_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
        });
      });
    };

  return { plugin, listener };
}
