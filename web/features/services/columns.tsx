import { servicesArea } from '#domain/areas/services';
import { formatVenueDate } from '../../lib/venueCalendar.ts';
import { Status, statusLabel } from '#domain/codes';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import { listColumns } from '../../lib/table/listColumns.ts';
import { imageColumn } from '../../lib/table/imageColumn.tsx';
import type { servicesApi } from './api.ts';

/** Services' list columns and detail lines (§2.14, §5): a 16:9 image and an optional square icon. */
export const serviceColumns: AreaColumns<typeof servicesApi> = {
  columns: listColumns(servicesArea, {
    Date: { date: (row) => row.createdAt },
    Image: imageColumn((row) => row.image, (row) => row.title),
    Title: { cell: (row) => row.title },
    Description: { cell: (row) => <span className="clamp-text">{row.description}</span> },
  }),
  detail: [
    { label: 'Title', text: (service) => service.title },
    { label: 'Description', text: (service) => service.description },
    { label: 'Status', text: (service) => statusLabel(service.status === 'ACTIVE' ? Status.ACTIVE : Status.INACTIVE) },
    { label: 'Date', text: (service) => formatVenueDate(service.createdAt) },
    { label: 'Image', image: (service) => service.image, alt: (service) => `Image of ${service.title}`, className: 'detail-image' },
    { label: 'Icon', image: (service) => service.icon, alt: (service) => `Icon of ${service.title}`, className: 'detail-icon' },
  ],
};
