import { containsPattern, prefixPattern } from '../lib/like.ts';
import type { SearchSource } from './sources.ts';

/** One tier of a search in one area: its rank (0 exact, 1 prefix, 2 contains) and how each searched expression is matched. */
export interface Tier {
  rank: number;
  operator: '=' | 'like';
  value: string;
}

// A contains match of one or two letters finds nearly everything and no trigram can serve it.
const MIN_CONTAINS = 3;

/** The contains tier of `text`, matched by `value` (`%text%` unless the text can only be in one place). */
const contains = (text: string, value = containsPattern(text)): Tier[] => (text.length >= MIN_CONTAINS ? [{ rank: 2, operator: 'like', value }] : []);

/**
 * A code made of a fixed start and digits ("BK-000123") holds a text only at its start ("BK-12"; "K-12"
 * is "BK-12" found inside) or within its digits ("0012"), and no other text. Matching it there keeps
 * every tier an index range or a trigram lookup: the codes are stored in their own order, so a scan
 * stopping at the tenth "%BK-45%" would first read every code below BK-450000.
 */
function codeTiers(start: string, text: string): Tier[] {
  if (/^\d+$/.test(text)) return contains(text);
  for (let skipped = 0; skipped < start.length; skipped++) {
    const rest = start.slice(skipped);
    const fits = text.startsWith(rest) ? /^\d*$/.test(text.slice(rest.length)) : rest.startsWith(text);
    if (!fits) continue;
    if (skipped > 0) return contains(text, prefixPattern(start.slice(0, skipped) + text));
    // Begun at its start, a code's contains matches are its prefix matches.
    return [
      { rank: 0, operator: '=', value: text },
      { rank: 1, operator: 'like', value: prefixPattern(text) },
    ];
  }
  return [];
}

/** A tier and the expressions of a source it is matched against. */
export type MatchedTier = Tier & { expressions: readonly string[] };

/**
 * The tiers `text` is looked for in `source`: the whole text, its start, then anywhere (from three
 * characters) in its words (`texts`, folded to lower case), and in its code where one can hold it.
 */
export function tiersOf(source: SearchSource, text: string): MatchedTier[] {
  const folded = text.toLowerCase();
  const words: Tier[] = source.texts.length ? [{ rank: 0, operator: '=', value: folded }, { rank: 1, operator: 'like', value: prefixPattern(folded) }, ...contains(folded)] : [];
  const code = source.code;
  return [
    ...words.map((tier) => ({ ...tier, expressions: source.texts })),
    ...(code ? codeTiers(code.start, text.toUpperCase()).map((tier) => ({ ...tier, expressions: [code.expression] })) : []),
  ];
}
