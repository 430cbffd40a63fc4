import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { GALLERY_PAGE_SIZE } from '#domain/limits';
import { can } from '#domain/permissions';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useRowDelete } from '../../../lib/useRowDelete.ts';
import { bumpDataVersion } from '../../../lib/dataVersion.ts';
import { session } from '../../../lib/session.ts';
import { switchRow } from '../../../lib/switchRow.ts';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { galleriesApi } from '../api.ts';
import { GalleryCard } from './GalleryCard.tsx';
import { GalleryImageDialog, type EditedPicture } from './GalleryImageDialog.tsx';
import '../galleries.css';

/** The Gallery screen (§2.14, §9): a 3-column grid, 9 a page; `adding` opens the add dialog (/galleries/new). */
export function GalleryList({ adding = false }: { adding?: boolean }) {
  const principal = useSnapshot(session);
  const [, navigate] = useLocation();
  const { rows, snap, loading, offset, pager } = usePagedRows(GALLERY_PAGE_SIZE, galleriesApi.list);
  const deletion = useRowDelete(rows, galleriesApi.remove);
  const changeStatus = switchRow(rows, galleriesApi.setStatus, 'status');
  const [editing, setEditing] = useState<EditedPicture | undefined>(adding && can(principal, 'galleries', 'add') ? null : undefined);

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
      <CardGrid label="Gallery" loading={loading} isEmpty={snap.items.length === 0}>
        {snap.items.map((picture, index) => (
          <GalleryCard
            key={picture.id}
            picture={picture}
            index={offset + index + 1}
            onStatus={(active) => changeStatus(picture.id, active)}
            onEdit={() => setEditing({ id: picture.id, image: picture.image, orientation: picture.orientation })}
            onDelete={() => deletion.ask(picture.id)}
          />
        ))}
      </CardGrid>
      <Pagination {...pager} />
      {editing !== undefined && <GalleryImageDialog picture={editing} onClose={closeDialog} onSaved={saved} />}
      <ConfirmDelete {...deletion.confirm} />
    </main>
  );
}
