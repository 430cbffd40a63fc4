/** Role replies beyond the standard ones, which come from the declaration (docs/contracts.md). */
export const ROLE_MESSAGES = {
  duplicate: 'A role with this name already exists',
  /** A delete refused while live sub-admins (blocked ones too) hold the role: they would lose every permission. */
  inUse: (n: number) => `This role is still assigned to ${n} sub-admin${n === 1 ? '' : 's'}: give ${n === 1 ? 'it' : 'them'} another role before deleting this one`,
} as const;
