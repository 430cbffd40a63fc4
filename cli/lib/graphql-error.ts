/** A failed request's GraphQL reply, as graphql-request's ClientError carries it (read by shape, so the module need not load). */
export const clientErrorResponse = (error: unknown): { status: number; errors?: { message: string; extensions?: Record<string, unknown> }[] } | undefined => {
  const response = error instanceof Error && 'response' in error && 'request' in error ? (error as { response?: unknown }).response : undefined;
  return response && typeof response === 'object' ? (response as { status: number; errors?: { message: string; extensions?: Record<string, unknown> }[] }) : undefined;
};

/** The first GraphQL error of a failed request, its `extensions.code` and the rest of its extensions (a `retryAfter`), if the gateway sent one. */
export function firstGraphQLError(error: unknown): { message: string; code: string; extensions: Record<string, unknown> } | undefined {
  const first = clientErrorResponse(error)?.errors?.[0];
  return first ? { message: first.message, code: String(first.extensions?.['code'] ?? ''), extensions: first.extensions ?? {} } : undefined;
}
