import { removeRow, type PageRows } from './pageRows.ts';

/** A Deleted view's Restore: once the server accepted (its reply toasted), the row leaves the page; a refusal has been toasted already. */
export function useRestoreRow<Row extends { id: string }>(rows: PageRows<Row>, restore: ((id: string) => Promise<unknown>) | undefined) {
  return async (id: string) => {
    if (!restore) return;
    try {
      await restore(id);
      removeRow(rows, id);
    } catch {
      // the request helper has already shown why
    }
  };
}
