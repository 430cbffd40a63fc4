import { Link } from 'wouter';
import { mediaUrl } from '../../../lib/media/mediaUrl.ts';
import { formatVenueDate } from '../../../lib/venueCalendar.ts';

/** One event of the Memory Events grid: its picture, name and date, opening its memories. */
export function EventCard({ event }: { event: { id: string; name: string; date: string; image: string } }) {
  return (
    <li className="card">
      <Link className="event-card" href={`/memoryEvents/${encodeURIComponent(event.id)}/memories`}>
        <img className="card__image event-card__image" src={mediaUrl(event.image)} alt="" />
        <div className="card__body">
          {/* Named by what it shows (the event, its date) and what it opens; a label hiding the visible words would not match them. */}
          <span className="visually-hidden">Memories of </span>
          <h2 className="card__title">{event.name}</h2>
          <span className="card__note">{formatVenueDate(event.date)}</span>
        </div>
      </Link>
    </li>
  );
}
