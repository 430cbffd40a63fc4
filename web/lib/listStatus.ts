import type { ListFilters } from './area/AreaApi.ts';

/** A list's status filter: the choices it offers (their value is what `?status=` holds) and what each asks the list call for. */
export interface StatusFilter<Query = Pick<ListFilters, 'status' | 'blocked'>> {
  choices: readonly { value: string; label: string }[];
  query: (value: string) => Query;
}

/** An area with a Status switch: `?status=active|inactive`. */
export const BY_STATUS: StatusFilter = {
  choices: [{ value: 'active', label: 'Active' }, { value: 'inactive', label: 'Inactive' }],
  query: (value) => (value === 'active' ? { status: 'ACTIVE' } : value === 'inactive' ? { status: 'INACTIVE' } : {}),
};

/** An area with a Blocked switch (hosts, sub-admins): `?status=blocked|unblocked`. */
export const BY_BLOCK: StatusFilter = {
  choices: [{ value: 'blocked', label: 'Blocked' }, { value: 'unblocked', label: 'Unblocked' }],
  query: (value) => (value === 'blocked' ? { blocked: true } : value === 'unblocked' ? { blocked: false } : {}),
};

/** A Status switch that is the inverse of a block (event tickets on sale): `?status=active|inactive`. */
export const BY_SALE: StatusFilter = {
  choices: BY_STATUS.choices,
  query: (value) => (value === 'active' ? { blocked: false } : value === 'inactive' ? { blocked: true } : {}),
};
