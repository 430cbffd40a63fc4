/** One problem of a refused input: where it is (the body's keys and indexes) and its message. */
export type FieldProblem = { path: (string | number)[]; message: string };

/** A failure with the HTTP status and the message the client should see; a 400 may list every problem by field, and any failure may carry headers of its own (a 429's Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldProblem[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 429 telling the caller, in `Retry-After` (RFC 9110), how many seconds until its quota window frees a call. */
export const tooManyRequests = (message: string, retryAfterSeconds: number): HttpError =>
  new HttpError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** A 400 refusing one field of the body: `message`, and the field's path for clients that list every problem (`X-Field-Errors: all`). */
export const badField = (message: string, path: FieldProblem['path']): HttpError => new HttpError(400, message, [{ path, message }]);

/** A 409 (a value taken, too few left): `message`, with `field`'s path listed as a 400 lists its problems when one field of the body holds that value. */
export const conflict = (message: string, field?: FieldProblem['path']): HttpError => new HttpError(409, message, field && [{ path: field, message }]);
