import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useLocation, useSearchParams } from 'wouter';
import { GALLERY_PAGE_SIZE } from '#domain/limits';
import { DATA_NOT_FOUND, loadingText } from '#domain/messages';
import { offsetOf } from '#domain/pagination';
import { can } from '#domain/permissions';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { bumpDataVersion, dataVersion } from '../../../lib/dataVersion.ts';
import { patchRow, removeRow } from '../../../lib/pageRows.ts';
import { session } from '../../../lib/session.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { deleteGalleryImage } from '../api/deleteGalleryImage.ts';
import { listGalleryImages } from '../api/listGalleryImages.ts';
import { setGalleryImageStatus } from '../api/setGalleryImageStatus.ts';
import { GalleryCard } from './GalleryCard.tsx';
import { GalleryImageDialog, type EditedPicture } from './GalleryImageDialog.tsx';
import '../galleries.css';

type Page = Awaited<ReturnType<typeof listGalleryImages>>;
const NO_ROWS = proxy<Page>({ items: [], count: 0 });

/** The Gallery screen (§2.14, §9): a 3-column grid, 9 a page; `adding` opens the add dialog (/galleries/new). */
export function GalleryList({ adding = false }: { adding?: boolean }) {
  const principal = useSnapshot(session);
  const version = useSnapshot(dataVersion).value;
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = offsetOf(page, GALLERY_PAGE_SIZE);
  const loaded = useLoad(`${offset}:${version}`, async () => proxy(await listGalleryImages({ limit: GALLERY_PAGE_SIZE, offset })));
  const rows = loaded.data ?? NO_ROWS;
  const snap = useSnapshot(rows);
  const [editing, setEditing] = useState<EditedPicture | undefined>(adding && can(principal, 'galleries', 'add') ? null : undefined);
  const [deleting, setDeleting] = useState<string | null>(null);

  const changeStatus = async (id: string, active: boolean) => {
    await setGalleryImageStatus(id, active);
    patchRow(rows, id, { status: active ? 'ACTIVE' : 'INACTIVE' });
  };
  const remove = async (id: string) => {
    await deleteGalleryImage(id);
    removeRow(rows, id);
  };
  const closeDialog = () => {
    setEditing(undefined);
    if (adding) navigate('/galleries');
  };
  const saved = () => {
    closeDialog();
    bumpDataVersion();
  };

  return (
    <main className="screen">
      <PageHeader title="Gallery">{can(principal, 'galleries', 'add') && <Button onPress={() => setEditing(null)}>ADD</Button>}</PageHeader>
      {loaded.loading ? (
        <p className="loading-text" role="status">{loadingText('Gallery')}</p>
      ) : snap.items.length === 0 ? (
        <div className="empty-panel" role="status">{DATA_NOT_FOUND}</div>
      ) : (
        <ul className="card-grid" aria-label="Gallery">
          {snap.items.map((picture, index) => (
            <GalleryCard
              key={picture.id}
              picture={picture}
              index={offset + index + 1}
              onStatus={(active) => changeStatus(picture.id, active)}
              onEdit={() => setEditing({ id: picture.id, image: picture.image, orientation: picture.orientation })}
              onDelete={() => setDeleting(picture.id)}
            />
          ))}
        </ul>
      )}
      <Pagination count={snap.count} limit={GALLERY_PAGE_SIZE} page={page} onPage={(next) => setParams({ page: String(next) })} />
      {editing !== undefined && <GalleryImageDialog picture={editing} onClose={closeDialog} onSaved={saved} />}
      <ConfirmDelete isOpen={deleting !== null} onClose={() => setDeleting(null)} onConfirm={() => deleting && remove(deleting).catch(() => undefined)} />
    </main>
  );
}
