import { NOT_AVAILABLE } from '#domain/messages';
import type { ColumnBody } from './listColumns.ts';
import { mediaUrl } from '../media/mediaUrl.ts';

/** A list column's cell showing a row's stored picture as a thumbnail named `alt` (16:9 unless its crop `aspect` is given), or "N/A" without one. */
export function imageColumn<Row>(key: (row: Row) => string | null | undefined, alt: (row: Row) => string, aspect?: number): ColumnBody<Row> {
  const style = aspect ? { aspectRatio: aspect } : undefined;
  return { cell: (row) => { const stored = key(row); return stored ? <img className="table-thumb" style={style} src={mediaUrl(stored)} alt={alt(row)} /> : NOT_AVAILABLE; } };
}
