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

/** The replies that are server errors, with their messages, for an assertion that names them. */
export const serverErrors = (replies: readonly (ApiReply | { status: number; message?: string })[]): string[] =>
  replies.filter((r) => r.status >= 500).map((r) => `${r.status} ${'body' in r ? r.body.message : r.message}`);
