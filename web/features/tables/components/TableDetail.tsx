import { useParams, useSearchParams } from 'wouter';
import { isDayString } from '#domain/floor/calendar-day';
import { formatVenueDate } from '../../../lib/venueCalendar.ts';
import { BookingStatus, bookingStatusLabel } from '#domain/floor/booking-status';
import { NOT_AVAILABLE } from '#domain/messages';
import { DetailField } from '../../../components/DetailField.tsx';
import { DetailScreen } from '../../../components/DetailScreen.tsx';
import { mediaUrl } from '../../../lib/media/mediaUrl.ts';
import { useDataVersion } from '../../../lib/dataVersion.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { priceText } from '../../categories/components/CategoryList.tsx';
import { getTable } from '../api/tables.ts';
import { ListRedirect } from '../../../components/ListRedirect.tsx';

/**
 * Table Detail: every field of the table, its price and booking status as of today, or of the day
 * the list was on (`?date=`; Close returns to the list as the user left it); a failed load returns to the list.
 */
export function TableDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const [params] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isDayString(asked) ? asked : undefined;
  const version = useDataVersion();
  const { data: table, failed } = useLoad(`${id}:${date ?? ''}:${version}`, () => getTable(id, date));
  if (failed) return <ListRedirect list="/tables" />;
  return (
    <DetailScreen title="Table Detail" closeTo="/tables">
      {table && (
        <>
          <DetailField label="Name" value={table.name} />
          <DetailField label="Table No" value={table.tableNo ?? NOT_AVAILABLE} />
          <DetailField label="Capacity" value={String(table.capacity)} />
          <DetailField label="Floor/Section" value={table.section.name} />
          <DetailField label="Category" value={table.category.name} />
          <DetailField label="Current Price" value={priceText(table.price)} />
          <DetailField label="Booking Status" value={bookingStatusLabel(BookingStatus[table.bookingStatus])} />
          <DetailField label="Price and Booking Status of" value={formatVenueDate(table.date)} />
          <DetailField label="Feature" value={table.isFeatured ? 'Yes' : 'No'} />
          <DetailField label="Inclusions" value={table.inclusions.join(', ')} />
          <DetailField label="Date" value={formatVenueDate(table.createdAt)} />
          <img className="detail-image" src={mediaUrl(table.image)} alt={`Image of ${table.name}`} />
        </>
      )}
    </DetailScreen>
  );
}
