import type pg from 'pg';
import { expect } from 'vitest';
import { HttpError } from '../../api/lib/http-error.ts';
import type { ApiReply } from './http.ts';

/** Many concurrent requests on a shared machine: give them time. */
export const RACE_MS = 180_000;

/** How a repository call ended: the HTTP status it would answer with (500 for anything unexpected), and its message. */
export async function outcome(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await work;
    return { status: 200, message: '' };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    return { status: 500, message: String(error) };
  }
}

/** The statuses of replies, counted: `{ 200: 1, 409: 9 }`. */
export const tally = (statuses: readonly number[]): Record<number, number> => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

/** A reply of the API or an outcome of a repository call: what serverErrors reads. */
export type Racer = ApiReply | { status: number; message?: string };

/** The replies that are server errors, with their messages, for an assertion that names them. */
export const serverErrors = (replies: readonly Racer[]): string[] => replies.filter((r) => r.status >= 500).map((r) => `${r.status} ${'body' in r ? r.body.message : r.message}`);

/** `count` requests sent at once (`send(i)` makes the i-th); their replies in that order. */
export const atOnce = <T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: count }, (_, i) => send(i)));

/** What a race answers: replies or outcomes, or lists of them (races run one after another in a round). */
export type Racers = readonly (Racer | readonly Racer[])[];

/** One race of requests, run round after round by raceRounds. */
export interface Race<S, R> {
  /** What a round needs before its requests go out (the records they fight over); not part of the race. */
  setUp?: (round: number) => Promise<S> | S;
  /** Sends the round's requests at once: their replies or outcomes (Racers). */
  fire: (state: S, round: number) => Promise<R>;
  /** What must hold once all have answered, whichever won; none of them was a server error (raceRounds checked). */
  check: (replies: R, state: S, round: number) => unknown;
}

/**
 * Runs `race` `rounds` times, one round after another (a lost race shows only now and then): each
 * round is set up, fired, checked for server errors among all its replies, then checked as it says.
 * R is left free (not `extends Racers`) so that a `Promise.all` in `fire` keeps its tuple type; what
 * `fire` answers is checked to be Racers when it comes.
 */
export async function raceRounds<S, R>(rounds: number, race: Race<S, R>): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    const state = (await race.setUp?.(round)) as S;
    const replies = await race.fire(state, round);
    const racers = Array.isArray(replies) ? (replies as Racers).flat() : [];
    if (racers.length === 0 || racers.some((r) => typeof r?.status !== 'number')) throw new Error('raceRounds: fire must answer replies or outcomes, or lists of them');
    expect(serverErrors(racers)).toEqual([]);
    await race.check(replies, state, round);
  }
}

/** Resolves once a PostgreSQL backend of the API waits for a lock (a request queued behind another transaction's row), as `observer` sees it. */
export async function untilWaiting(observer: pg.Client): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await observer.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no request came to wait for the lock');
}
