import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { DATA_NOT_FOUND, loadingText } from '#domain/messages';
import { mediaUrl } from '../../../components/media/mediaUrl.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { dataVersion } from '../../../lib/dataVersion.ts';
import { patchRow, type PageRows } from '../../../lib/pageRows.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { listFollows } from '../api/listFollows.ts';
import { setFollowStatus } from '../api/setFollowStatus.ts';
import { followLabel } from '../followLabel.ts';
import { FollowCard, type FollowCardItem } from './FollowCard.tsx';
import { FollowImageEditor } from './FollowImageEditor.tsx';

const NO_ROWS = proxy<PageRows<FollowCardItem>>({ items: [], count: 0 });

/** The Follow Us screen of §2.14: a grid of the fixed pictures; no add, no delete. */
export function FollowList() {
  const version = useSnapshot(dataVersion).value;
  const loaded = useLoad(String(version), async () => {
    const items = await listFollows();
    return proxy<PageRows<FollowCardItem>>({ items, count: items.length });
  });
  const rows = loaded.data ?? NO_ROWS;
  const snap = useSnapshot(rows);
  const [viewing, setViewing] = useState<FollowCardItem | null>(null);
  const [editing, setEditing] = useState<FollowCardItem | null>(null);

  const changeStatus = async (id: string, active: boolean) => {
    await setFollowStatus(id, active);
    patchRow(rows, id, { status: active ? 'ACTIVE' : 'INACTIVE' });
  };

  return (
    <main className="screen">
      <PageHeader title="Follow Us" />
      {loaded.loading ? (
        <p className="loading-text" role="status">{loadingText('Follow Us')}</p>
      ) : snap.items.length === 0 ? (
        <div className="empty-panel" role="status">{DATA_NOT_FOUND}</div>
      ) : (
        <ul className="card-grid" aria-label="Follow Us">
          {snap.items.map((follow) => (
            <FollowCard key={follow.id} follow={follow} onView={() => setViewing(follow)} onEdit={() => setEditing(follow)} onStatus={(active) => changeStatus(follow.id, active)} />
          ))}
        </ul>
      )}
      <Modal isOpen={!!viewing} onClose={() => setViewing(null)} title={viewing ? followLabel(viewing.position) : ''}>
        {viewing?.image ? <img className="image-viewer" src={mediaUrl(viewing.image)} alt={followLabel(viewing.position)} /> : null}
      </Modal>
      <FollowImageEditor follow={editing} onClose={() => setEditing(null)} onSaved={(id, image) => patchRow(rows, id, { image })} />
    </main>
  );
}
