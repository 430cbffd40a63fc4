import type { GatewayClient } from './client.ts';
import { CliError } from './cli-error.ts';
import { gatewayClient, normalizeGateway } from './client.ts';
import { ExitCode, RELOGIN_HINT } from './exit-codes.ts';
import { gatewayFlag } from './gateway-flag.ts';
import { readSession } from './session-store.ts';

/** Where to send requests and with which token: `--gateway`, then VENUE_GATEWAY, then the saved login's; VENUE_TOKEN, then the saved login's. */
export interface Connection {
  gateway?: string;
  token?: string;
}

export async function resolveConnection(): Promise<Connection> {
  const saved = await readSession();
  const gateway = gatewayFlag() || process.env['VENUE_GATEWAY'] || saved?.gateway;
  const token = process.env['VENUE_TOKEN'] || saved?.token;
  return { gateway: gateway ? normalizeGateway(gateway) : undefined, token };
}

/** A client for a signed-in command; exit 3 when there is no gateway or no token to use. */
export async function signedInClient(): Promise<{ client: GatewayClient; gateway: string }> {
  const { gateway, token } = await resolveConnection();
  // VENUE_TOKEN works without a saved login, but then nothing says where to send it.
  if (token && !gateway) throw new CliError(ExitCode.USAGE, 'VENUE_TOKEN is set but no gateway is known: set VENUE_GATEWAY or pass --gateway <url> (e.g. https://venue.example.com), or run `venue login --gateway <url>`.');
  if (!gateway || !token) throw new CliError(ExitCode.UNAUTHENTICATED, `Not signed in. ${RELOGIN_HINT}`);
  return { client: gatewayClient(gateway, token), gateway };
}
