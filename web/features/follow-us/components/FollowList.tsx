import { useState } from 'react';
import { mediaUrl } from '../../../lib/media/mediaUrl.ts';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { findListed } from '../../../lib/findListed.ts';
import { patchRow } from '../../../lib/pageRows.ts';
import { switchRow } from '../../../lib/switchRow.ts';
import { useRows } from '../../../lib/useRows.ts';
import { followUsApi } from '../api.ts';
import { followLabel } from '#domain/follow-us';
import { FollowCard, type FollowCardItem } from './FollowCard.tsx';
import { FollowImageEditor } from './FollowImageEditor.tsx';
import { ExportButton } from '../../../components/area/ExportButton.tsx';
import { ListSearch } from '../../../components/area/ListSearch.tsx';
import { BY_STATUS } from '../../../lib/listStatus.ts';
import { useListSearch } from '../../../lib/useListSearch.ts';
import { followUsArea } from '#domain/areas/follow-us';

/** The Follow Us screen of §2.14: a grid of the fixed pictures, filtered by status (`?status=`); no add, no delete. */
export function FollowList() {
  // The slots have no text to search: the status filter alone.
  const { query, tools } = useListSearch({}, BY_STATUS);
  const { rows, snap, loading, failed } = useRows(`followUs:${query.status ?? ''}`, () => followUsApi.list(query));
  // The slot's new version comes back with the switch: an edit opened from its card afterwards is made from it.
  const changeStatus = switchRow(rows, async (id, active) => patchRow(rows, id, { updatedAt: (await followUsApi.setStatus(id, active)).updatedAt }), 'status');
  const [viewing, setViewing] = useState<FollowCardItem | null>(null);
  const [editing, setEditing] = useState<FollowCardItem | null>(null);
  // After a save refused because someone changed the slot since: its card and the popup as now
  // saved, whatever its status now (the status filter may no longer show it). A failed call has
  // toasted why and leaves the popup as it is.
  const reload = async (id: string) => {
    const saved = await findListed(() => followUsApi.list(), id);
    patchRow(rows, id, saved);
    setEditing(saved);
  };

  return (
    <main className="screen">
      <PageHeader title="Follow Us">
        <ExportButton area={followUsArea} query={query} />
      </PageHeader>
      <ListSearch label="Follow Us" searchable={false} {...tools} />
      <CardGrid label="Follow Us" loading={loading} failed={failed} isEmpty={snap.items.length === 0}>
        {snap.items.map((follow) => (
          <FollowCard key={follow.id} follow={follow} onView={() => setViewing(follow)} onEdit={() => setEditing(follow)} onStatus={(active) => changeStatus(follow.id, active)} />
        ))}
      </CardGrid>
      <Modal isOpen={!!viewing} onClose={() => setViewing(null)} title={viewing ? followLabel(viewing.position) : ''}>
        {viewing?.image ? <img className="image-viewer" src={mediaUrl(viewing.image)} alt={followLabel(viewing.position)} /> : null}
      </Modal>
      {editing && <FollowImageEditor key={editing.updatedAt} follow={editing} onClose={() => setEditing(null)} onSaved={({ id, ...saved }) => patchRow(rows, id, saved)} onReload={() => reload(editing.id)} />}
    </main>
  );
}
