/** User replies of the REST API. */
export const USER_MESSAGES = {
  listed: 'Users fetched successfully',
  fetched: 'User fetched successfully',
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  restored: 'User restored successfully',
  notFound: 'User not found',
  duplicate: 'A user with this email already exists',
} as const;
