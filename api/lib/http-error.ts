/** One problem of a refused input: where it is (the body's keys and indexes) and its message. */
export type FieldProblem = { path: (string | number)[]; message: string };

/** A failure with the HTTP status and the message the client should see; a 400 may list every problem by field. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldProblem[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
