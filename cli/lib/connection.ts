import type { GatewayClient } from './client.ts';
import { CliError } from './cli-error.ts';
import { gatewayClient, normalizeGateway } from './client.ts';
import { ExitCode, RELOGIN_HINT } from './exit-codes.ts';
import { gatewayFlag } from './gateway-flag.ts';
import { readSession } from './session-store.ts';

/**
 * Where to send requests and with which token: `--gateway`, then VENUE_GATEWAY, then the saved
 * login's; VENUE_TOKEN, else the saved login's token, but only for the gateway it was issued by.
 */
export interface Connection {
  gateway?: string;
  token?: string;
  /** The saved login's gateway, when another gateway was named and so its token is not used. */
  savedFor?: string;
}

const sameOrigin = (a: string, b: string) => new URL(a).origin === new URL(b).origin;

export async function resolveConnection(): Promise<Connection> {
  const saved = await readSession();
  const named = gatewayFlag() || process.env['VENUE_GATEWAY'];
  const gateway = named ? normalizeGateway(named) : saved && normalizeGateway(saved.gateway);
  const token = process.env['VENUE_TOKEN'];
  if (token) return { gateway, token };
  if (!saved) return { gateway };
  // A token is sent only to the gateway that issued it: naming another gateway must not hand it over.
  if (gateway && sameOrigin(gateway, saved.gateway)) return { gateway, token: saved.token };
  return { gateway, savedFor: normalizeGateway(saved.gateway) };
}

/** Why there is no token to use: not signed in at all, or signed in to another gateway than the one named (exit 3). */
export function notSignedIn({ gateway, savedFor }: Connection): CliError {
  if (gateway && savedFor) return new CliError(ExitCode.UNAUTHENTICATED, `Not signed in to ${gateway} (the saved login is for ${savedFor}): run \`venue login --gateway ${gateway}\` or set VENUE_TOKEN.`);
  return new CliError(ExitCode.UNAUTHENTICATED, `Not signed in. ${RELOGIN_HINT}`);
}

/** The gateway and token of a signed-in command; exit 2 for VENUE_TOKEN without a gateway, 3 when there is no token to use. */
export async function signedInConnection(): Promise<{ gateway: string; token: string }> {
  const connection = await resolveConnection();
  const { gateway, token } = connection;
  // VENUE_TOKEN works without a saved login, but then nothing says where to send it.
  if (token && !gateway) throw new CliError(ExitCode.USAGE, 'VENUE_TOKEN is set but no gateway is known: set VENUE_GATEWAY or pass --gateway <url> (e.g. https://venue.example.com), or run `venue login --gateway <url>`.');
  if (!gateway || !token) throw notSignedIn(connection);
  return { gateway, token };
}

/** A client for a signed-in command (see signedInConnection). */
export async function signedInClient(): Promise<{ client: GatewayClient; gateway: string }> {
  const { gateway, token } = await signedInConnection();
  return { client: gatewayClient(gateway, token), gateway };
}
