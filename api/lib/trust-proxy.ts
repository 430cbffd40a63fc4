/** Express's `trust proxy` value: off, on, a hop count, or addresses/subnets ("loopback, 10.0.0.0/8"). */
export type TrustProxy = boolean | number | string;

/**
 * TRUST_PROXY → Express's setting. Unset trusts loopback only: the gateway on the same host names
 * the client in X-Forwarded-For. "false" trusts nobody (the socket's address is the client).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '') return 'loopback';
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
