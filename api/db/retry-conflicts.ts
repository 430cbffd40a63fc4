import { isTransactionConflict } from '../lib/db-errors.ts';
import type { Db } from './database.ts';

/** How many times a transaction runs before its conflict is the caller's (a 409, see error-handler.ts). */
export const TRANSACTION_ATTEMPTS = 3;

/**
 * Makes `db.transaction` run its work again when PostgreSQL ended it to break a deadlock or a
 * serialization failure: the work was rolled back whole, so the request that lost the race still
 * succeeds instead of failing with a 500. Only the outermost transaction is retried (a savepoint's
 * failure aborts its transaction anyway).
 */
export function retryConflicts(db: Db): Db {
  const run = db.transaction.bind(db);
  const retrying: Db['transaction'] = async (work, config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run(work, config);
      } catch (error) {
        if (!isTransactionConflict(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
      }
    }
  };
  db.transaction = retrying;
  return db;
}
