import { createRestClient, type RestClient } from './lib/rest.ts';

/** What every resolver receives: a REST client bound to the caller's own credentials. */
export type GatewayContext = { rest: RestClient };

/** Builds the per-request context from the incoming Fetch request. */
export const createContext = (apiUrl: string, request: Request): GatewayContext => ({
  rest: createRestClient(apiUrl, request.headers.get('authorization')),
});
