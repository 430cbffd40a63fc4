/** What a list screen or the palette asks an area's list call for. */
export interface ListQuery {
  limit: number;
  offset: number;
  search?: string;
  /** True for the soft-deleted records (the list's "Deleted" view). */
  deleted?: boolean;
}

/**
 * The calls behind an area's standard screens and palette commands, one per standard operation
 * (react-admin's data provider, per area); every change toasts its reply message.
 */
export interface AreaApi<Row extends { id: string } = { id: string }, Item = unknown, Create = never, Update = never> {
  list: (query: ListQuery) => Promise<{ items: Row[]; count: number }>;
  get?: (id: string) => Promise<Item>;
  create?: (values: Create) => Promise<unknown>;
  update?: (id: string, values: Update) => Promise<unknown>;
  setStatus?: (id: string, active: boolean) => Promise<unknown>;
  setBlocked?: (id: string, blocked: boolean) => Promise<unknown>;
  remove?: (id: string) => Promise<unknown>;
  restore?: (id: string) => Promise<unknown>;
}
