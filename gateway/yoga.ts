import type { IncomingMessage } from 'node:http';
import { createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import { createContext, type GatewayContext } from './context.ts';
import { corsFor } from './lib/cors.ts';
import { hardeningPlugins } from './lib/hardening.ts';
import { maskError } from './lib/mask-error.ts';
import { yogaLogger } from './lib/logger.ts';
import { buildSchema } from './schema.ts';

type Options = { apiUrl: string; production: boolean; logger: Logger; corsOrigins: readonly string[] };

/** GraphQL Yoga at /graphql: per-request REST context, masked errors, no batching, same-origin CORS unless listed, hardened validation. */
export const buildYoga = ({ apiUrl, production, logger, corsOrigins }: Options) =>
  createYoga<{ req?: IncomingMessage }, GatewayContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    context: ({ request, req }) => createContext(apiUrl, request, req?.socket.remoteAddress),
    maskedErrors: { isDev: false, maskError },
    batching: false,
    cors: corsFor(corsOrigins),
    graphiql: !production,
    landingPage: false,
    plugins: hardeningPlugins(production),
    logging: yogaLogger(logger),
  });
