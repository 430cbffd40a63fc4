/** One GraphQL error as a client sees it. */
export interface GqlError {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

/** What the gateway answered: HTTP status and the GraphQL body. */
export interface GqlReply<T> {
  status: number;
  data: T | null | undefined;
  errors: GqlError[] | undefined;
  text: string;
}

/** Posts a GraphQL operation to `<gatewayUrl>/graphql`, with a bearer token or a raw Authorization header. */
export async function gql<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  options: { variables?: Record<string, unknown>; token?: string; authorization?: string } = {},
): Promise<GqlReply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const authorization = options.authorization ?? (options.token ? `Bearer ${options.token}` : undefined);
  if (authorization) headers.authorization = authorization;
  const response = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables: options.variables }) });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: T | null; errors?: GqlError[] };
  return { status: response.status, data: body.data, errors: body.errors, text };
}

/** The `extensions.code` of each error, in order. */
export const codes = (reply: GqlReply<unknown>): (string | undefined)[] => (reply.errors ?? []).map((e) => e.extensions?.code);
