/** A list's filters beyond its page: the Deleted view, its status filter where the area has one, and its days where its list takes them. */
export interface ListFilters {
  /** True for the soft-deleted records (the list's "Deleted" view). */
  deleted?: boolean;
  /** Only the active or only the inactive records (an area with a Status switch). */
  status?: 'ACTIVE' | 'INACTIVE';
  /** Only the blocked (true) or only the unblocked records (an area with a block switch). */
  blocked?: boolean;
  /** Only the records of the venue days `from` to `to`, both included ("YYYY-MM-DD"; the events' day). */
  from?: string;
  to?: string;
}

/** What a list screen or the palette asks an area's list call for. */
export interface ListQuery extends ListFilters {
  limit: number;
  offset: number;
  search?: string;
}

/**
 * The calls behind an area's standard screens and palette commands, one per standard operation
 * (react-admin's data provider, per area); every change toasts its reply message.
 */
export interface AreaApi<Row extends { id: string } = { id: string }, Item = unknown, Create = never, Update = never> {
  list: (query: ListQuery) => Promise<{ items: Row[]; count: number }>;
  /** One record; where the area has `update`, with its `updatedAt` (the version an edit is made from). */
  get?: (id: string) => Promise<Item>;
  create?: (values: Create) => Promise<unknown>;
  /**
   * Saves an edit; `expectedUpdatedAt` is the version it was made from (the record's updatedAt as
   * loaded): the API refuses it (CONFLICT) when someone saved the record since. Left out, it overwrites.
   */
  update?: (id: string, values: Update, expectedUpdatedAt?: string) => Promise<unknown>;
  setStatus?: (id: string, active: boolean) => Promise<unknown>;
  setBlocked?: (id: string, blocked: boolean) => Promise<unknown>;
  remove?: (id: string) => Promise<unknown>;
  restore?: (id: string) => Promise<unknown>;
}
