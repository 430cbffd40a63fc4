import type { Request as ExpressRequest } from 'express';
import { createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import { createContext, type GatewayContext } from './context.ts';
import { hardeningPlugins } from './lib/hardening.ts';
import { yogaLogger } from './lib/logger.ts';
import type { Upstream } from './lib/upstream.ts';
import { buildSchema } from './schema.ts';

type Options = { upstream: Upstream; production: boolean; logger: Logger };

/** GraphQL Yoga at /graphql: per-request REST context, masked errors, no batching, hardened validation. */
export const buildYoga = ({ upstream, production, logger }: Options) =>
  createYoga<{ req?: ExpressRequest }, GatewayContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    // Express's req.ip: the socket's address, or X-Forwarded-For as far as TRUST_PROXY believes it.
    context: ({ request, req }) => createContext(upstream, request, req?.ip),
    maskedErrors: { isDev: false },
    batching: false,
    graphiql: !production,
    landingPage: false,
    plugins: hardeningPlugins(production),
    logging: yogaLogger(logger),
  });
