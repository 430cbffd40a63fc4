import type { PermissionFlag } from '#domain/permissions';

/** The flag columns of the permission grid and table, in the spec's order (§2.7). */
export const FLAG_COLUMNS: readonly { flag: PermissionFlag; header: string }[] = [
  { flag: 'all', header: 'All' },
  { flag: 'add', header: 'Add' },
  { flag: 'view', header: 'View' },
  { flag: 'edit', header: 'Edit' },
  { flag: 'del', header: 'Delete' },
];
