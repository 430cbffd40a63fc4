import { z } from 'zod';
import { queryNumber } from './integer.ts';
import { requiredText } from './text.ts';

/** Longest search text: a search is a few words, never a document. */
export const MAX_SEARCH_TEXT = 100;
/** Most hits one search returns, and the default. */
export const MAX_SEARCH_HITS = 50;
export const DEFAULT_SEARCH_HITS = 20;

/** The cross-area search's query (DESIGN §3 `GET /search`): the text, trimmed, and how many hits at most. */
export const searchQuerySchema = z.object({
  text: requiredText('Search text', MAX_SEARCH_TEXT, { tooLong: `Search text must be at most ${MAX_SEARCH_TEXT} characters` }),
  limit: queryNumber(
    z.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(MAX_SEARCH_HITS, `Limit must be at most ${MAX_SEARCH_HITS}`),
    1,
    MAX_SEARCH_HITS,
  ).default(DEFAULT_SEARCH_HITS),
});

/** How a hit matched: the whole text, its start, or somewhere inside. */
export const SEARCH_RANKS = ['EXACT', 'PREFIX', 'CONTAINS'] as const;
export type SearchRank = (typeof SEARCH_RANKS)[number];

/** One record found: its area's key, id, the label people read, whether it is on, and how it matched. */
export interface SearchHit {
  area: string;
  _id: string;
  label: string;
  isActive: boolean;
  rank: SearchRank;
}
