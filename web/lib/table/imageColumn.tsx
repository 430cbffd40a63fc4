import { NOT_AVAILABLE } from '#domain/messages';
import type { Column } from '../../components/DataTable.tsx';
import { mediaUrl } from '../media/mediaUrl.ts';

/** A list column showing a row's stored picture as a thumbnail named `alt` (16:9 unless its crop `aspect` is given), or "N/A" without one. */
export function imageColumn<Row>(header: string, key: (row: Row) => string | null | undefined, alt: (row: Row) => string, aspect?: number): Column<Row> {
  const style = aspect ? { aspectRatio: aspect } : undefined;
  return { header, cell: (row) => { const stored = key(row); return stored ? <img className="table-thumb" style={style} src={mediaUrl(stored)} alt={alt(row)} /> : NOT_AVAILABLE; } };
}
