import { useParams } from 'wouter';
import { PictureGrid } from '../../../components/media/PictureGrid.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { useLoad } from '../../../lib/useLoad.ts';
import { formatVenueDate } from '../../../lib/venueCalendar.ts';
import { memoryEventChoices, memoryEventsApi } from '../api.ts';
import { MEMORY_ASPECTS } from './MemoryEventList.tsx';
import { ListRedirect } from '../../../components/ListRedirect.tsx';

/**
 * Memories (eventId) (§2.14): the event's pictures in a 3-column grid, 9 a page, with add, edit,
 * delete and status switch. An event that is not (or no longer) there returns to the grid (§2.3).
 */
export function EventMemories() {
  const { id: eventId = '' } = useParams<{ id: string }>();
  const events = useLoad('memory-event-choices', memoryEventChoices);
  const event = events.data?.find((e) => e.id === eventId);
  if (events.data && !event) return <ListRedirect list="/memoryEvents" />;
  const calls = {
    ...memoryEventsApi,
    create: (input: Parameters<typeof memoryEventsApi.update>[1]) => memoryEventsApi.create({ ...input, eventId }),
  };
  return (
    <PictureGrid key={eventId} title="Memories" noun="Memory" access="memoryEvents" section="eventMemories" aspects={MEMORY_ASPECTS} calls={calls} closeTo={`/memoryEvents/${encodeURIComponent(eventId)}/memories`} filters={{ eventId }}>
      <div className="memories__event">
        {event && <span>{`${event.name} · ${formatVenueDate(event.date)}`}</span>}
        <LinkButton variant="secondary" href="/memoryEvents">Memory Events</LinkButton>
      </div>
    </PictureGrid>
  );
}
