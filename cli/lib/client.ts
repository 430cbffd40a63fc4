import { GraphQLClient } from 'graphql-request';
import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';

const TIMEOUT_MS = 15_000;

/** "http://host:4000/", "http://host:4000/graphql" → "http://host:4000"; a usage error if not http(s). */
export function normalizeGateway(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError(ExitCode.USAGE, `Not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliError(ExitCode.USAGE, `The gateway URL must start with http:// or https://: ${raw}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '').replace(/\/graphql$/, '')}`;
}

/** A GraphQL client for the gateway's /graphql; network failures become exit 7 with the reason. */
export function gatewayClient(gateway: string, token?: string): GraphQLClient {
  return new GraphQLClient(`${gateway}/graphql`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    fetch: async (input, init) => {
      let response: Response;
      try {
        response = await fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        throw new CliError(ExitCode.UNREACHABLE, `Cannot reach the gateway at ${gateway}: ${networkReason(error)}`);
      }
      if (!/json/.test(response.headers.get('content-type') ?? '')) {
        throw new CliError(ExitCode.UNREACHABLE, `${gateway} did not answer like a GraphQL gateway (HTTP ${response.status})`);
      }
      return response;
    },
  });
}

function networkReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000}s`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
