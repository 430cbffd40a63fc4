import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from './like.ts';

/** Matches people by first name, last name, "first last" or email, case-insensitively. */
export function peopleSearch(columns: { firstName: PgColumn; lastName: PgColumn; email: PgColumn }, text: string): SQL {
  const pattern = containsPattern(text);
  return or(
    ilike(sql`${columns.firstName} || ' ' || ${columns.lastName}`, pattern),
    ilike(columns.email, pattern),
  ) as SQL;
}
