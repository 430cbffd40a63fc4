import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { inColumnOrder, type ColumnTitle } from '#domain/declaration/list-columns';
import type { Column } from '../../components/DataTable.tsx';

/** What a list column shows of a row; its header is its title (a column built with a header of its own is headed anew). */
export type ColumnBody<Row> = Pick<Extract<Column<Row>, { cell: unknown }>, 'cell'> | Pick<Extract<Column<Row>, { date: unknown }>, 'date'>;

/**
 * A list's columns given by title, headed and ordered as the area declares them (the titles its CSV
 * export has too); a column the view leaves out (a switch in the Deleted view) is not given.
 */
export const listColumns = <D extends Pick<AreaDeclaration, 'columns'>, Row>(area: D, byTitle: Partial<Record<ColumnTitle<D>, ColumnBody<Row>>>): Column<Row>[] =>
  inColumnOrder(area, byTitle).map(([header, body]) => ({ ...body, header }) as Column<Row>);
