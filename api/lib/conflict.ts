import { constraintOf, isUniqueViolation } from './db-errors.ts';
import { HttpError } from './http-error.ts';
import { STAFF_EMAIL_TAKEN } from './messages.ts';

/**
 * Runs a write; a unique index refusing it (a taken email or name) becomes a 409 with `message`,
 * or with `STAFF_EMAIL_TAKEN` when the email belongs to a staff account of another kind (an Admin
 * or sub-admin's email given to a host, or the other way round).
 */
export async function conflictAs409<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, constraintOf(error) === 'staff_emails_pkey' ? STAFF_EMAIL_TAKEN : message);
    throw error;
  }
}
