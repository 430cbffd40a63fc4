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

/** The body's field a 409 is about (one path), or its fields when the value in conflict spans several (a period's fromDate and toDate). */
export type ConflictFields = FieldProblem['path'] | readonly FieldProblem['path'][];

/** The paths of `fields`: a path's keys are never arrays, so a first key that is one makes a list of paths. */
const pathsOf = (fields: ConflictFields): FieldProblem['path'][] => (fields.length > 0 && Array.isArray(fields[0]) ? [...(fields as readonly FieldProblem['path'][])] : [fields as FieldProblem['path']]);

/** A 409 (a value taken, too few left, a period overlapping another): `message`, with `fields`' paths listed as a 400 lists its problems when the body holds the value in conflict. */
export const conflict = (message: string, fields?: ConflictFields): HttpError => new HttpError(409, message, fields && pathsOf(fields).map((path) => ({ path, message })));
