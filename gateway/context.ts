import { createRestClient, type RestClient } from './lib/rest.ts';

/** What every resolver receives: a REST client bound to the caller's own credentials. */
export type GatewayContext = { rest: RestClient };

/** Builds the per-request context from the incoming Fetch request and the address it came from. */
export const createContext = (apiUrl: string, request: Request, clientAddress?: string): GatewayContext => ({
  // Like any proxy, append the peer to the chain; the API decides how far to trust it (TRUST_PROXY).
  rest: createRestClient(apiUrl, request.headers.get('authorization'), [request.headers.get('x-forwarded-for'), clientAddress].filter(Boolean).join(', ')),
});
