import type { Request as ExpressRequest } from 'express';
import { compiledExecution } from './lib/compiled-execution.ts';
import { createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import { createContext, type GatewayContext } from './context.ts';
import { corsFor } from './lib/cors.ts';
import { hardeningPlugins } from './lib/hardening.ts';
import { maskError } from './lib/mask-error.ts';
import { trustedDocuments } from './lib/trusted-documents.ts';
import { operationMetrics } from './lib/operation-metrics.ts';
import { yogaLogger } from './lib/logger.ts';
import type { Upstream } from './lib/upstream.ts';
import { buildSchema } from './schema.ts';

type Options = { upstream: Upstream; production: boolean; logger: Logger; corsOrigins: readonly string[]; allowArbitraryDocuments: boolean };

/** GraphQL Yoga at /graphql: per-request REST context, masked errors, no batching, same-origin CORS unless listed, hardened validation, trusted documents in production. */
export const buildYoga = ({ upstream, production, logger, corsOrigins, allowArbitraryDocuments }: Options) =>
  createYoga<{ req?: ExpressRequest }, GatewayContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    // Express's req.ip: the socket's address, or X-Forwarded-For as far as TRUST_PROXY believes it.
    context: ({ request, req }) => createContext(upstream, request, req?.ip),
    maskedErrors: { isDev: false, maskError },
    batching: false,
    cors: corsFor(corsOrigins),
    graphiql: !production,
    landingPage: false,
    // Compiled execution: each document is turned once into a function, instead of graphql-js walking
    // the tree per field on every request (the largest gateway cost in a CPU profile of the roles list).
    plugins: [trustedDocuments({ upstream, enforce: production, allowArbitraryFromAdmin: allowArbitraryDocuments }), ...hardeningPlugins(production), operationMetrics(), compiledExecution()],
    logging: yogaLogger(logger),
  });
