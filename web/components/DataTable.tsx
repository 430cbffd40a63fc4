import type { ReactNode } from 'react';
import { rowNumber } from '#domain/format';
import { formatVenueDate } from '../lib/venueCalendar.ts';
import { DATA_NOT_FOUND } from '#domain/messages';

/** One column: a header and either a cell renderer or a date to format. */
export type Column<Row> =
  | { header: string; cell: (row: Row) => ReactNode }
  | { header: string; date: (row: Row) => string | null | undefined };

/**
 * A list table (§2.3): a "#" column numbered from `offset`, date columns formatted "MMM dd, yyyy",
 * the loading text while fetching and "DATA NOT FOUND" when there are no rows.
 */
export function DataTable<Row extends { id: string }>({ rows, columns, offset, loading, loadingText, caption }: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  offset: number;
  loading: boolean;
  loadingText: string;
  caption: string;
}) {
  if (loading) return <p className="loading-text" role="status">{loadingText}</p>;
  if (rows.length === 0) return <div className="empty-panel" role="status">{DATA_NOT_FOUND}</div>;
  return (
    // A list wider than the screen scrolls on its own, so the page and its header keep the screen's width.
    <div className="table-scroll">
      <table className="data-table" aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((column) => (
              <th scope="col" key={column.header}>{column.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id}>
              <td>{rowNumber(index, offset)}</td>
              {columns.map((column) => (
                <td key={column.header}>{'date' in column ? formatVenueDate(column.date(row)) : column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
