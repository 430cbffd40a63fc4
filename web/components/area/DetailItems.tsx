import { formatVenueDate } from '../../lib/venueCalendar.ts';
import { NOT_AVAILABLE } from '#domain/messages';
import type { DetailItem } from '../../lib/detail/DetailItem.ts';
import { mediaUrl } from '../../lib/media/mediaUrl.ts';
import { DetailField } from '../DetailField.tsx';

/** A record's lines on its detail screen, from the area's field spec. */
export function DetailItems<Item>({ items, item }: { items: readonly DetailItem<Item>[]; item: Item }) {
  return items.map((line) => {
    if ('custom' in line) return <div key={line.label}>{line.custom(item)}</div>;
    if ('date' in line) return <DetailField key={line.label} label={line.label} value={formatVenueDate(line.date(item))} />;
    if ('text' in line) return <DetailField key={line.label} label={line.label} value={line.text(item)} />;
    const key = line.image(item);
    // A picture is captioned with its line's label, as every other line is.
    return key ? (
      <figure key={line.label} className="detail-figure">
        <figcaption className="detail-figure__label">{line.label}</figcaption>
        <img className={line.className} src={mediaUrl(key)} alt={line.alt(item)} />
      </figure>
    ) : (
      <DetailField key={line.label} label={line.label} value={NOT_AVAILABLE} />
    );
  });
}
