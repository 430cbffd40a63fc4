import { constraintOf, isUniqueViolation } from './db-errors.ts';
import { conflict, type ConflictFields, type FieldProblem } from './http-error.ts';
import { STAFF_EMAIL_TAKEN } from './messages.ts';

/**
 * Runs a write; a unique index refusing it (a taken email or name, a price period's first day) becomes
 * a 409 with `message`, or with `STAFF_EMAIL_TAKEN` when the email belongs to a staff account of another kind (an Admin
 * or sub-admin's email given to a host, or the other way round). `message` may be written once the
 * write has failed (from the record that holds the value now). `field` is the body's field (or fields)
 * holding the taken value, listed as a 400's problems are; undefined when the request sends none (a restore).
 */
export async function conflictAs409<T>(message: string | (() => Promise<string>), field: ConflictFields | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(constraintOf(error) === 'staff_emails_pkey' ? STAFF_EMAIL_TAKEN : typeof message === 'string' ? message : await message(), field);
  }
}

/** The field a change's taken value comes from: `path`, except for a restore, whose request holds only the id (the record's own value is taken meanwhile). */
export const takenField = (change: { action: string }, path: FieldProblem['path']): FieldProblem['path'] | undefined => (change.action === 'restore' ? undefined : path);
