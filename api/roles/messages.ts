/** Role replies beyond the standard ones, which come from the declaration (docs/contracts.md). */
export const ROLE_MESSAGES = {
  duplicate: 'A role with this name already exists',
} as const;
