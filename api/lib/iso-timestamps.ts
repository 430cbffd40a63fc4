/** A row's `createdAt` and `updatedAt` as the ISO strings every REST record carries. */
export const isoTimestamps = (row: { createdAt: Date; updatedAt: Date }) => ({ createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });
