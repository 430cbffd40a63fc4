import { REQUEST_ID_HEADER } from '../api/lib/request-context.ts';
import { createRestClient, type RestClient } from './lib/rest.ts';
import type { Upstream } from './lib/upstream.ts';

/** What every resolver receives: a REST client bound to the caller's own credentials. */
export type GatewayContext = { rest: RestClient };

/**
 * Builds the per-request context from the incoming Fetch request and the client's address as the
 * gateway judged it; `onActor` hears the account the API acted for (see createRestClient).
 */
export const createContext = (upstream: Upstream, request: Request, clientAddress?: string, onActor?: (actorId: string) => void): GatewayContext => ({
  rest: createRestClient(upstream, request.headers.get('authorization'), clientAddress, request.headers.get(REQUEST_ID_HEADER) ?? undefined, onActor),
});
