import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { HttpError } from './http-error.ts';

/**
 * Optimistic concurrency (RFC 9110 §13.1.1): a record's reply carries `ETag: "<updatedAt>"`, and a
 * change sent with `If-Match` is refused with 412, writing nothing, when the record has changed
 * since. So two staff editing one record cannot silently overwrite each other: the second save is
 * told, and may reload or send again without the condition. A change without `If-Match` is applied
 * as before (last save wins).
 */

/** The entity tag of a record as of `updatedAt` (a strong tag: the time of its last change, to the millisecond). */
export const tagOf = (updatedAt: Date | string): string => `"${typeof updatedAt === 'string' ? updatedAt : updatedAt.toISOString()}"`;

/** The time a change writes into `updatedAt`: now, but always after the record's last change, so each version has a tag of its own. */
export const nextUpdatedAt = (previous: Date): Date => new Date(Math.max(Date.now(), previous.getTime() + 1));

/** The request's `If-Match`, and the record it was found to name (the first one the request locked for a change). */
type Condition = { tags: readonly string[] | '*'; recordId?: string };

const conditions = new AsyncLocalStorage<Condition>();

// One or more quoted tags (a weak one never matches, RFC 9110's strong comparison), or `*`.
const TAG_LIST = /^\s*(?:W\/)?"[^"]*"\s*(?:,\s*(?:W\/)?"[^"]*"\s*)*$/;

/** The message of an `If-Match` that is not a list of quoted entity tags. */
export const MALFORMED_IF_MATCH = 'If-Match must be * or one or more quoted entity tags, as a record\u2019s ETag gives them';

/** Parses `If-Match` into the request's condition; without the header a request runs as before, at no cost. */
export function preconditions(): RequestHandler {
  return (req, _res, next) => {
    const header = req.get('if-match');
    if (header === undefined) return next();
    if (header.trim() === '*') return conditions.run({ tags: '*' }, next);
    if (!TAG_LIST.test(header)) return next(new HttpError(400, MALFORMED_IF_MATCH));
    // Weak tags are dropped: they never match a strong comparison.
    const tags = [...header.matchAll(/(W\/)?("[^"]*")/g)].filter((m) => !m[1]).map((m) => m[2]!);
    conditions.run({ tags }, next);
  };
}

/**
 * Called by a change after it has locked the record it changes: with `If-Match`, the record must
 * still be the version the caller read, else 412 with `stale` and the current `ETag`. The condition
 * names the first record a request locks for a change (the one it names: a change's other writes,
 * such as a set's rows, come after); a transaction tried again after a deadlock compares it again.
 * A bulk call compares none (api/lib/audited-records.ts).
 */
export function requireUnmodified(current: { id: string; updatedAt: Date }, stale: string): void {
  const condition = conditions.getStore();
  if (!condition) return;
  condition.recordId ??= current.id;
  if (condition.recordId !== current.id || condition.tags === '*') return;
  const tag = tagOf(current.updatedAt);
  if (!condition.tags.includes(tag)) throw new HttpError(412, stale, [{ path: ['updatedAt'], message: stale }], { ETag: tag });
}
