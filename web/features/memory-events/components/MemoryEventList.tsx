import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { CROP_ASPECTS } from '#domain/media';
import { GALLERY_PAGE_SIZE } from '#domain/limits';
import { can } from '#domain/permissions';
import { EVENT_REQUIRED } from '#domain/schemas/memory';
import { z } from 'zod';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ListSearch } from '../../../components/area/ListSearch.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { PictureDialog } from '../../../components/media/PictureDialog.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import type { FormField } from '../../../lib/form/FormField.ts';
import { pictureSchema } from '../../../lib/media/pictureSchema.ts';
import { session } from '../../../lib/session.ts';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { BY_STATUS } from '../../../lib/listStatus.ts';
import { listReturn } from '../../../lib/listReturn.ts';
import { useListSearch } from '../../../lib/useListSearch.ts';
import type { ListQuery } from '../../../lib/area/AreaApi.ts';
import { memoryEventChoices, memoryEventsApi } from '../api.ts';
import { EventCard } from './EventCard.tsx';
import '../memory-events.css';

/** The pictures' crop for each orientation (§9's two shapes). */
export const MEMORY_ASPECTS = { PORTRAIT: CROP_ASPECTS.eventMemoryPortrait, LANDSCAPE: CROP_ASPECTS.eventMemoryLandscape };

// The events come in one call (searched and filtered by the API); the grid shows them 9 a page, as the pictures.
const eventPage = async ({ limit, offset, ...filters }: { limit: number; offset: number } & Pick<ListQuery, 'search' | 'status'>) => {
  const events = await memoryEventChoices(filters);
  return { items: events.slice(offset, offset + limit), count: events.length };
};

const newMemorySchema = pictureSchema.extend({ eventId: z.string().min(1, EVENT_REQUIRED) });
const eventField: FormField<{ eventId: string }> = {
  kind: 'select',
  name: 'eventId',
  label: 'Event',
  placeholder: 'Select Event',
  options: async () => (await memoryEventChoices()).map((event) => ({ value: event.id, label: event.name })),
};

/**
 * Memory Events (§2.14): a 3-column grid of the events, 9 a page, each opening its memories; searched
 * by name (`?q=`) and filtered by the event's status (`?status=`), kept in the URL.
 * `adding` (/memoryEvents/new, the palette's "New memory") opens the picture dialog with an Event
 * select; saving goes to that event's memories.
 */
export function MemoryEventList({ adding = false }: { adding?: boolean }) {
  const principal = useSnapshot(session);
  const [, navigate] = useLocation();
  const { query, kept, tools } = useListSearch({}, BY_STATUS);
  const { snap, loading, failed, pager } = usePagedRows(GALLERY_PAGE_SIZE, (page) => eventPage({ ...page, ...query }), false, kept);
  const mayAdd = can(principal, 'memoryEvents', 'add');
  return (
    <main className="screen">
      <PageHeader title="Memory Events">{mayAdd && <LinkButton href="/memoryEvents/new">ADD</LinkButton>}</PageHeader>
      <ListSearch label="Memory Events" {...tools} />
      <CardGrid label="Memory Events" loading={loading} failed={failed} isEmpty={snap.items.length === 0}>
        {snap.items.map((event) => <EventCard key={event.id} event={event} />)}
      </CardGrid>
      <Pagination {...pager} />
      {adding && mayAdd && (
        <PictureDialog
          title="Add Memory"
          section="eventMemories"
          aspects={MEMORY_ASPECTS}
          picture={null}
          fields={[eventField]}
          schema={newMemorySchema}
          initial={{ eventId: '' }}
          onSave={async (input) => {
            await memoryEventsApi.create(input);
            navigate(`/memoryEvents/${encodeURIComponent(input.eventId)}/memories`);
          }}
          onClose={() => navigate(listReturn('/memoryEvents'))}
        />
      )}
    </main>
  );
}
