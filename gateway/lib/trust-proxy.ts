/** Express's `trust proxy` value: off, on, a hop count, or addresses/subnets ("loopback, 10.0.0.0/8"). */
export type TrustProxy = boolean | number | string;

/**
 * TRUST_PROXY → the gateway's `trust proxy`: which proxies in front of it may name the client in
 * X-Forwarded-For. Unset or "false" trusts nobody: the socket's address is the client's.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
