import { formatDate } from '#domain/format';
import type { Column } from './output.ts';
import { statusText } from './status-argument.ts';

/** A picture as the galleries and memories commands read it. */
interface Picture {
  id: string;
  orientation: 'PORTRAIT' | 'LANDSCAPE';
  status: 'ACTIVE' | 'INACTIVE';
  createdAt: string;
  image: string;
}

/** Columns of a list of pictures (a gallery's, an event's memories): id, orientation, status, date, image Key. */
export const pictureColumns = <T extends Picture>(): Column<T>[] => [
  { header: 'ID', value: (p) => p.id },
  { header: 'Orientation', value: (p) => (p.orientation === 'PORTRAIT' ? 'Portrait' : 'Landscape') },
  { header: 'Status', value: (p) => statusText(p.status) },
  { header: 'Date', value: (p) => formatDate(p.createdAt) },
  { header: 'Image', value: (p) => p.image },
];
