import { MAX_PAGE_SIZE as MOST } from '#domain/limits';
import { goneError } from './useOneSave.ts';

/**
 * One record by its id from a list call, wherever it stands now: whatever its status, on any page
 * (live records, read 100 at a time). Refused as gone ({@link goneError}) when no page holds it, as
 * after a delete. For Reload in a popup whose area has no call reading one record (pictures, Follow
 * Us slots, a category's price records): the record may have left the page the popup was opened from.
 */
export async function findListed<Row extends { id: string }>(list: (page: { limit: number; offset: number }) => Promise<{ items: Row[]; count: number }>, id: string): Promise<Row> {
  for (let offset = 0; ; offset += MOST) {
    const { items, count } = await list({ limit: MOST, offset });
    const found = items.find((row) => row.id === id);
    if (found) return found;
    if (offset + MOST >= count) throw goneError();
  }
}
