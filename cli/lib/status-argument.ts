import { z } from 'zod';

/** The `<status>` argument of every set-status command: "active" or "inactive" → GraphQL `Status`. */
export const statusArgument = z
  .enum(['active', 'inactive'], { error: 'Status must be "active" or "inactive"' })
  .transform((s) => (s === 'active' ? ('ACTIVE' as const) : ('INACTIVE' as const)));

/** How a GraphQL `Status` reads in a table. */
export const statusText = (status: string): string => (status === 'ACTIVE' ? 'Active' : 'Inactive');
