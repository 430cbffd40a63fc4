import { Fragment, type ReactNode } from 'react';
import { rowNumber } from '#domain/format';
import { formatVenueDate } from '../lib/venueCalendar.ts';
import { DATA_NOT_FOUND } from '#domain/messages';
import { LoadFailed } from './LoadFailed.tsx';
import { TableScroll } from './TableScroll.tsx';

/** One column: a header and either a cell renderer or a date to format. */
export type Column<Row> =
  | { header: string; cell: (row: Row) => ReactNode }
  | { header: string; date: (row: Row) => string | null | undefined };

/** A header that may wrap after a slash ("Floor/<wbr>Section"), so a long one does not widen its column. */
const headerText = (header: string): ReactNode =>
  header.split('/').map((part, index) => (index === 0 ? part : <Fragment key={index}>/<wbr />{part}</Fragment>));

/** A "MMM dd, yyyy" date that may wrap only before its year, so a narrow column shows it on two lines rather than three. */
const dateText = (text: string): ReactNode => {
  const year = text.lastIndexOf(' ');
  return year < 0 ? text : <><span className="nowrap">{text.slice(0, year)}</span> {text.slice(year + 1)}</>;
};

/**
 * A list table (§2.3): a "#" column numbered from `offset`, date columns formatted "MMM dd, yyyy",
 * the loading text while fetching, "DATA NOT FOUND" when there are no rows, and Try again when the
 * load `failed`.
 */
export function DataTable<Row extends { id: string }>({ rows, columns, offset, loading, loadingText, caption, failed }: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  offset: number;
  loading: boolean;
  loadingText: string;
  caption: string;
  /** The load did not come: Try again instead of the rows. Required, so no list says "DATA NOT FOUND" for a load that failed. */
  failed: boolean;
}) {
  if (loading) return <p className="loading-text" role="status">{loadingText}</p>;
  if (failed) return <LoadFailed />;
  if (rows.length === 0) return <div className="empty-panel" role="status">{DATA_NOT_FOUND}</div>;
  return (
    // A list wider than the screen scrolls on its own, so the page and its header keep the screen's width.
    <TableScroll name={{ 'aria-label': caption }}>
      <table className="data-table" aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((column) => (
              <th scope="col" key={column.header}>{headerText(column.header)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id}>
              <td>{rowNumber(index, offset)}</td>
              {columns.map((column) => (
                <td key={column.header}>{'date' in column ? dateText(formatVenueDate(column.date(row))) : column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
