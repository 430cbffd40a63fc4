import { useState } from 'react';
import { mediaUrl } from '../../../lib/media/mediaUrl.ts';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { patchRow } from '../../../lib/pageRows.ts';
import { switchRow } from '../../../lib/switchRow.ts';
import { useRows } from '../../../lib/useRows.ts';
import { followUsApi } from '../api.ts';
import { followLabel } from '../followLabel.ts';
import { FollowCard, type FollowCardItem } from './FollowCard.tsx';
import { FollowImageEditor } from './FollowImageEditor.tsx';
import { ExportButton } from '../../../components/area/ExportButton.tsx';
import { followUsArea } from '#domain/areas/follow-us';

/** The Follow Us screen of §2.14: a grid of the fixed pictures; no add, no delete. */
export function FollowList() {
  const { rows, snap, loading } = useRows('followUs', followUsApi.list);
  const changeStatus = switchRow(rows, followUsApi.setStatus, 'status');
  const [viewing, setViewing] = useState<FollowCardItem | null>(null);
  const [editing, setEditing] = useState<FollowCardItem | null>(null);

  return (
    <main className="screen">
      <PageHeader title="Follow Us">
        <ExportButton area={followUsArea} />
      </PageHeader>
      <CardGrid label="Follow Us" loading={loading} isEmpty={snap.items.length === 0}>
        {snap.items.map((follow) => (
          <FollowCard key={follow.id} follow={follow} onView={() => setViewing(follow)} onEdit={() => setEditing(follow)} onStatus={(active) => changeStatus(follow.id, active)} />
        ))}
      </CardGrid>
      <Modal isOpen={!!viewing} onClose={() => setViewing(null)} title={viewing ? followLabel(viewing.position) : ''}>
        {viewing?.image ? <img className="image-viewer" src={mediaUrl(viewing.image)} alt={followLabel(viewing.position)} /> : null}
      </Modal>
      <FollowImageEditor follow={editing} onClose={() => setEditing(null)} onSaved={(id, image) => patchRow(rows, id, { image })} />
    </main>
  );
}
