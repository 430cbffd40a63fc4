import type { Request as ExpressRequest } from 'express';
import { createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import { createContext, type GatewayContext } from './context.ts';
import { corsFor } from './lib/cors.ts';
import { hardeningPlugins } from './lib/hardening.ts';
import { maskError } from './lib/mask-error.ts';
import { yogaLogger } from './lib/logger.ts';
import type { Upstream } from './lib/upstream.ts';
import { buildSchema } from './schema.ts';

type Options = { upstream: Upstream; production: boolean; logger: Logger; corsOrigins: readonly string[] };

/** GraphQL Yoga at /graphql: per-request REST context, masked errors, no batching, same-origin CORS unless listed, hardened validation. */
export const buildYoga = ({ upstream, production, logger, corsOrigins }: Options) =>
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
    plugins: hardeningPlugins(production),
    logging: yogaLogger(logger),
  });
