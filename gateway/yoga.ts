import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { compiledExecution } from './lib/compiled-execution.ts';
import { createYoga, type Plugin, type YogaSchemaDefinition } from 'graphql-yoga';
import type { Logger } from 'pino';
import { createContext, type GatewayContext } from './context.ts';
import { corsFor } from './lib/cors.ts';
import { hardeningPlugins } from './lib/hardening.ts';
import { maskError } from './lib/mask-error.ts';
import { requestErrorCodes } from './lib/request-error-codes.ts';
import { yogaLogger } from './lib/logger.ts';
import type { Upstream } from './lib/upstream.ts';

/**
 * `plugins` are the gateway's own, in order: trusted documents, operation metrics and the fast
 * path's admission, which come from buildGateway because the fast path shares them.
 */
type Options = { schema: YogaSchemaDefinition<object, GatewayContext>; upstream: Upstream; production: boolean; logger: Logger; corsOrigins: readonly string[]; plugins: { trusted: Plugin; metrics: Plugin; admit: Plugin } };

/** GraphQL Yoga at /graphql: per-request REST context, masked errors, no batching, same-origin CORS unless listed, hardened validation, trusted documents in production. */
export const buildYoga = ({ schema, upstream, production, logger, corsOrigins, plugins }: Options) =>
  createYoga<{ req?: ExpressRequest; res?: ExpressResponse }, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // Express's req.ip: the socket's address, or X-Forwarded-For as far as TRUST_PROXY believes it.
    // The account the API acted for goes to the request's log line (requestLog reads res.locals.actorId).
    context: ({ request, req, res }) => createContext(upstream, request, req?.ip, res && ((actorId) => void (res.locals.actorId = actorId))),
    maskedErrors: { isDev: false, maskError },
    batching: false,
    cors: corsFor(corsOrigins),
    graphiql: !production,
    landingPage: false,
    // Compiled execution: each document is turned once into a function, instead of graphql-js walking
    // the tree per field on every request (the largest gateway cost in a CPU profile of the roles list).
    // The fast path's admission comes last: a document reaches it only after every check above passed.
    plugins: [plugins.trusted, ...hardeningPlugins(production), plugins.metrics, compiledExecution(), plugins.admit, requestErrorCodes()],
    logging: yogaLogger(logger),
  });
