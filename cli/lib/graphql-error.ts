import { ClientError } from 'graphql-request';

/** The first GraphQL error of a failed request and its `extensions.code`, if the gateway sent one. */
export function firstGraphQLError(error: unknown): { message: string; code: string } | undefined {
  const first = error instanceof ClientError ? error.response.errors?.[0] : undefined;
  return first ? { message: first.message, code: String(first.extensions?.['code'] ?? '') } : undefined;
}
