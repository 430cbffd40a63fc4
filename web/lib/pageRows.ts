/** A screen's working copy of one page of rows (a valtio proxy). */
export interface PageRows<Row extends { id: string }> {
  items: Row[];
  count: number;
}

/** Changes one row in place, after the server accepted the change. */
export function patchRow<Row extends { id: string }>(page: PageRows<Row>, id: string, patch: Partial<Row>): void {
  const row = page.items.find((r) => r.id === id);
  if (row) Object.assign(row, patch);
}

/** Drops a deleted row from the page (§2.3) and from the count. */
export function removeRow<Row extends { id: string }>(page: PageRows<Row>, id: string): void {
  const index = page.items.findIndex((r) => r.id === id);
  if (index < 0) return;
  page.items.splice(index, 1);
  page.count -= 1;
}
