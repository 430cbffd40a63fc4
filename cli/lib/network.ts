/** How long a call waits on a silent gateway: to connect and answer, and between a stream's chunks. */
export const TIMEOUT_MS = 15_000;

/** "15 s", "1.5 s". */
export const seconds = (ms: number): string => `${ms / 1000} s`;

/** The error a request is ended with when the gateway stays silent; its message is the reason shown. */
export const silence = (reason: string): Error => Object.assign(new Error(reason), { name: 'TimeoutError' });

/** Reasons (see networkReason) of a failure before a connection existed: the request cannot have reached the gateway. */
export const UNSENT_REASONS: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** Why a request failed, in a few words: "ECONNREFUSED", "no answer within 15 s". */
export function networkReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return error.message;
  const own = (error as { code?: unknown } | undefined)?.code;
  if (typeof own === 'string') return own;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
