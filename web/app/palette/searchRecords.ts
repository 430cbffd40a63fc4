import { graphql } from '#gql';
import { request } from '../../lib/request.ts';

const PaletteSearchDocument = graphql(`
  query PaletteSearch($text: String!, $limit: Int) {
    search(text: $text, limit: $limit) {
      area
      id
      label
      active
      rank
    }
  }
`);

/** One record the palette found, in an area the account may view. */
export type FoundRecord = { area: string; id: string; label: string; active: boolean };

/** The records matching `text` across areas, best first, in one query (DESIGN §7); `signal` cancels a stale one. */
export async function searchRecords(text: string, limit: number, signal: AbortSignal): Promise<FoundRecord[]> {
  return (await request(PaletteSearchDocument, { text, limit }, { signal })).search;
}
