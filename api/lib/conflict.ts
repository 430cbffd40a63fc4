import { isUniqueViolation } from './db-errors.ts';
import { HttpError } from './http-error.ts';

/** Runs a write; a unique index refusing it (a taken email or name) becomes a 409 with `message`. */
export async function conflictAs409<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, message);
    throw error;
  }
}
