import { sql, type SQL } from 'drizzle-orm';
import { canRead, type Principal } from '#domain/permissions';
import { SEARCH_RANKS, type SearchHit } from '#domain/schemas/search';
import type { Db } from '../db/database.ts';
import { SEARCH_SOURCES, type SearchSource } from './sources.ts';
import { tiersOf, type MatchedTier } from './tiers.ts';

/** Hits of one tier (exact, prefix, contains) read per area at most: each tier stops at this many rows. */
const PER_TIER = 10;

type Row = { area: string; id: string; label: string; active: boolean; rank: number };

function tierQuery(source: SearchSource, { rank, operator, value, expressions }: MatchedTier): SQL {
  const matches = sql.join(
    expressions.map((expression) => sql`${sql.raw(expression)} ${sql.raw(operator)} ${value}`),
    sql` or `,
  );
  return sql`(select ${source.area}::text as area, r.id::text as id, (${sql.raw(source.label)})::text as label, (${sql.raw(source.active)}) as active, ${rank}::int as rank
    from ${sql.raw(source.from)} where ${sql.raw(source.live)} and (${matches}) limit ${PER_TIER})`;
}

/**
 * The records matching `text` in every area `principal` may view, best first: the whole text
 * (exact), then its start (prefix), then anywhere (contains), areas taking turns within a tier; each
 * area's match read through its own index, in one statement.
 */
export async function searchRecords(db: Db, principal: Principal, text: string, limit: number): Promise<SearchHit[]> {
  const tiers = SEARCH_SOURCES.filter((source) => canRead(principal, source.access)).flatMap((source) => tiersOf(source, text).map((tier) => tierQuery(source, tier)));
  if (!tiers.length) return [];
  // Within a tier, areas take turns (each area's first hit, then each one's second, …), so thirteen
  // bookings of a guest do not push the user, the host and the enquiry of that name off the list.
  const result = await db.execute(sql`select area, id, label, active, rank from (
      select area, id, min(label) as label, bool_or(active) as active, min(rank) as rank,
        row_number() over (partition by area, min(rank) order by min(label), id) as turn
      from (${sql.join(tiers, sql` union all `)}) hits
      group by area, id
    ) found
    order by rank, turn, label, area, id
    limit ${limit}`);
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({ area: row.area, _id: row.id, label: row.label, isActive: row.active, rank: SEARCH_RANKS[row.rank]! }));
}
