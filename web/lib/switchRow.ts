import { patchRow, type PageRows } from './pageRows.ts';

/** A row that has a status switch or a blocked switch. */
export interface SwitchedRow {
  id: string;
  status?: 'ACTIVE' | 'INACTIVE';
  isBlocked?: boolean;
}

/**
 * The save behind a row's switch (§4): calls the server, then patches the row's `status`
 * (ACTIVE/INACTIVE) or `isBlocked` once it accepted. A failure leaves the row as it was.
 */
export function switchRow(rows: PageRows<SwitchedRow>, save: (id: string, on: boolean) => Promise<unknown>, field: 'status' | 'isBlocked') {
  return async (id: string, on: boolean): Promise<void> => {
    await save(id, on);
    patchRow(rows, id, field === 'status' ? { status: on ? 'ACTIVE' : 'INACTIVE' } : { isBlocked: on });
  };
}
