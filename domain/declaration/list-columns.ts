import type { AreaDeclaration } from './area-declaration.ts';

/** A title of an area's list columns, as its declaration names it. */
export type ColumnTitle<D extends Pick<AreaDeclaration, 'columns'>> = D['columns'][number];

/**
 * The columns given `byTitle`, in the order the area declares them: the web's list and the CSV
 * export build theirs with it, so a title is written once and both show the same ones in the same order.
 */
export const inColumnOrder = <D extends Pick<AreaDeclaration, 'columns'>, V>(area: D, byTitle: Partial<Record<ColumnTitle<D>, V>>): [title: ColumnTitle<D>, value: V][] =>
  area.columns.flatMap((title: ColumnTitle<D>) => (byTitle[title] === undefined ? [] : [[title, byTitle[title] as V]]));
