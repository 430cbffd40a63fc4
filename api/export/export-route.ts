import { exportFileName, exportName } from '#domain/export';
import { DEFAULT_VENUE_TIMEZONE } from '#domain/limits';
import type { GuardedRoute } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { systemClock, venueToday } from '../lib/venue-clock.ts';
import type { AreaExport, ExportContext } from './area-export.ts';
import { csvRecord } from './csv.ts';

/** The CSV's lines: the header row, then each chunk's rows as one piece. */
async function* csvLines<Row>(definition: AreaExport<Row, unknown>, first: IteratorResult<Row[]>, rest: AsyncIterator<Row[]>, context: ExportContext): AsyncGenerator<string> {
  const { columns } = definition;
  const lines = (rows: Row[]) => rows.map((row) => csvRecord(columns.map((column) => column.cell(row, context)))).join('');
  yield csvRecord(columns.map((column) => column.title));
  for (let next = first; !next.done; next = await rest.next()) yield lines(next.value);
}

/**
 * `GET /export/<name>.csv`: the area's list as CSV, every row matching the list's filters (its
 * query without `limit` and `offset`), guarded by the area's `view` permission. The first chunk is
 * read before the reply starts, so a refused filter or a missing parent is still a JSON error.
 */
export function exportRoute<Row, Query>(definition: AreaExport<Row, Query>): GuardedRoute {
  const name = exportName(definition.area);
  const erased = definition as unknown as AreaExport<Row, unknown>;
  return {
    method: 'get',
    path: `/export/${name}.csv`,
    area: definition.area.access,
    action: 'view',
    input: { query: definition.query },
    produces: 'text/csv',
    handler: async ({ query }, { db, clock }) => {
      const { limit: _limit, offset: _offset, ...filters } = (query ?? {}) as Record<string, unknown>;
      const parsed = validate(definition.query, filters);
      const venueClock = clock ?? systemClock(DEFAULT_VENUE_TIMEZONE);
      const context: ExportContext = { timeZone: venueClock.timeZone, today: venueToday(venueClock) };
      const chunks = definition.chunks(db, parsed, context)[Symbol.asyncIterator]();
      const first = await chunks.next();
      return {
        message: `${definition.area.nouns.label} exported`,
        file: { name: exportFileName(name, context.today), type: 'text/csv; charset=utf-8', body: csvLines(erased, first, chunks, context) },
      };
    },
  };
}
