/** A database the API can run on in tests. */
export type Backend = 'pglite' | 'postgres';

/** Always PGlite; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
