import { NOT_AVAILABLE } from '#domain/messages';
import type { Column } from '../../components/DataTable.tsx';
import { mediaUrl } from '../media/mediaUrl.ts';

/** A list column showing a row's stored picture as a thumbnail named `alt`, or "N/A" without one. */
export function imageColumn<Row>(header: string, key: (row: Row) => string | null | undefined, alt: (row: Row) => string): Column<Row> {
  return { header, cell: (row) => { const stored = key(row); return stored ? <img className="table-thumb" src={mediaUrl(stored)} alt={alt(row)} /> : NOT_AVAILABLE; } };
}
