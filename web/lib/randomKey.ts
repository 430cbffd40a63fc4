/** 128 random bits as hex, for an idempotency key; `crypto.getRandomValues` works on plain http too, unlike `randomUUID`. */
export const randomKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
