import { useState } from 'react';
import { mediaUrl } from '../../../lib/media/mediaUrl.ts';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
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
  const { rows, snap, loading } = useRows(`followUs:${query.status ?? ''}`, () => followUsApi.list(query));
  const changeStatus = switchRow(rows, followUsApi.setStatus, 'status');
  const [viewing, setViewing] = useState<FollowCardItem | null>(null);
  const [editing, setEditing] = useState<FollowCardItem | null>(null);

  return (
    <main className="screen">
      <PageHeader title="Follow Us">
        <ExportButton area={followUsArea} query={query} />
      </PageHeader>
      <ListSearch label="Follow Us" searchable={false} {...tools} />
      <CardGrid label="Follow Us" loading={loading} isEmpty={snap.items.length === 0}>
        {snap.items.map((follow) => (
          <FollowCard key={follow.id} follow={follow} onView={() => setViewing(follow)} onEdit={() => setEditing(follow)} onStatus={(active) => changeStatus(follow.id, active)} />
        ))}
      </CardGrid>
      <Modal isOpen={!!viewing} onClose={() => setViewing(null)} title={viewing ? followLabel(viewing.position) : ''}>
        {viewing?.image ? <img className="image-viewer" src={mediaUrl(viewing.image)} alt={followLabel(viewing.position)} /> : null}
      </Modal>
      {editing && <FollowImageEditor follow={editing} onClose={() => setEditing(null)} onSaved={(id, image) => patchRow(rows, id, { image })} />}
    </main>
  );
}
