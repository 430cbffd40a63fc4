import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { dataVersion } from './dataVersion.ts';
import type { PageRows } from './pageRows.ts';
import { useLoad } from './useLoad.ts';

/**
 * A screen's working copy of rows: loaded again when `key` or the data version changes; `rows`
 * is changed in place (patchRow, removeRow) and `snap` is what render reads; `failed` when the
 * load did not come (the list then says so, not "DATA NOT FOUND").
 */
export function useRows<Row extends { id: string }>(key: string, load: () => Promise<PageRows<Row>>) {
  const version = useSnapshot(dataVersion).value;
  const [empty] = useState(() => proxy<PageRows<Row>>({ items: [], count: 0 }));
  const loaded = useLoad(`${key}:${version}`, async () => proxy(await load()));
  const rows = loaded.data ?? empty;
  return { rows, snap: useSnapshot(rows), loading: loaded.loading, failed: loaded.failed };
}
