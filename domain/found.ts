/**
 * The record a nullable GraphQL field returned. Null comes only with an error beside it, which the
 * web's and the CLI's request helpers throw first, so a null reaching here is a broken reply.
 */
export function found<T>(record: T | null | undefined): T {
  if (record === null || record === undefined) throw new Error('The gateway returned no record and no error');
  return record;
}
