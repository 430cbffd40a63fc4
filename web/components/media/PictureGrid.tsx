import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { GALLERY_PAGE_SIZE } from '#domain/limits';
import type { AccessArea } from '#domain/modules';
import { can } from '#domain/permissions';
import type { MediaSection } from '#domain/schemas/media';
import { bumpDataVersion } from '../../lib/dataVersion.ts';
import { findListed } from '../../lib/findListed.ts';
import type { PictureInput, PictureOrientation } from '../../lib/media/pictureSchema.ts';
import { patchRow, type PageRows } from '../../lib/pageRows.ts';
import { session } from '../../lib/session.ts';
import { switchRow } from '../../lib/switchRow.ts';
import { usePagedRows } from '../../lib/usePagedRows.ts';
import { useRowDelete } from '../../lib/useRowDelete.ts';
import { CardGrid } from '../CardGrid.tsx';
import { ConfirmDelete } from '../ConfirmDelete.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { Pagination } from '../Pagination.tsx';
import { Button } from '../ui/Button.tsx';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { BY_STATUS } from '../../lib/listStatus.ts';
import { useDeletedView } from '../../lib/useDeletedView.ts';
import { useListSearch } from '../../lib/useListSearch.ts';
import { useRestoreRow } from '../../lib/useRestoreRow.ts';
import { listReturn } from '../../lib/listReturn.ts';
import { DeletedLink } from '../area/DeletedLink.tsx';
import { ListSearch } from '../area/ListSearch.tsx';
import { DeletedPictureCard, PictureCard, type PictureCardItem } from './PictureCard.tsx';
import { PictureDialog, type EditedPicture } from './PictureDialog.tsx';
import './pictures.css';
import { ExportButton } from '../area/ExportButton.tsx';

/** The filters of a grid's own beyond its search and status: an event's pictures. */
export interface PictureFilters {
  eventId?: string;
}

/** The calls behind a grid of pictures; each change toasts its reply. */
export interface PictureCalls {
  list: (query: ListQuery & PictureFilters) => Promise<PageRows<PictureCardItem>>;
  create: (input: PictureInput) => Promise<unknown>;
  /** Refused when the picture changed since `expectedUpdatedAt` (the version the edit was made from). */
  update: (id: string, input: PictureInput, expectedUpdatedAt?: string) => Promise<unknown>;
  /** The picture's new version comes back: an edit opened from its card afterwards is made from it. */
  setStatus: (id: string, active: boolean) => Promise<{ updatedAt: string }>;
  remove: (id: string) => Promise<unknown>;
  /** Where the pictures restore: the Deleted view (`?deleted=1`) and Undo after a delete. */
  restore?: (id: string) => Promise<unknown>;
}

/**
 * A screen of pictures (the Gallery, an event's memories; §2.14, §9): a 3-column grid, 9 a page,
 * each card with its status switch, view, edit and delete; ADD and edit open the picture dialog
 * (`adding` opens it at once, and closing it goes to `closeTo`). `noun` names the pictures:
 * "Gallery image" → "Add Gallery Image", "Gallery image 3". Filtered by status (`?status=`); where
 * the pictures restore, a delete offers Undo and `?deleted=1` is the Deleted view with Restore.
 */
export function PictureGrid({ title, noun, access, section, aspects, calls, adding = false, closeTo, filters, children }: {
  title: string;
  noun: string;
  access: AccessArea;
  section: MediaSection;
  aspects: Record<PictureOrientation, number>;
  calls: PictureCalls;
  adding?: boolean;
  closeTo: string;
  /** What the list asks for beyond its search and status, and so its export: e.g. the event whose pictures these are. */
  filters?: PictureFilters;
  /** Shown under the title, e.g. the event the memories are of. */
  children?: ReactNode;
}) {
  const principal = useSnapshot(session);
  const [, navigate] = useLocation();
  const deleted = useDeletedView() && !!calls.restore;
  const { query, kept, tools } = useListSearch(deleted ? { deleted: '1' } : {}, deleted ? undefined : BY_STATUS);
  const { rows, snap, loading, failed, offset, pager } = usePagedRows(GALLERY_PAGE_SIZE, (page) => calls.list({ ...page, ...query, ...filters }), deleted, kept);
  const deletion = useRowDelete(rows, calls.remove, calls.restore);
  const restore = useRestoreRow(rows, calls.restore);
  const changeStatus = switchRow(rows, async (id, active) => patchRow(rows, id, { updatedAt: (await calls.setStatus(id, active)).updatedAt }), 'status');
  const [editing, setEditing] = useState<EditedPicture | undefined>(adding && can(principal, access, 'add') ? null : undefined);
  const dialogNoun = noun.replace(/\b\w/g, (c) => c.toUpperCase());

  const closeDialog = () => {
    setEditing(undefined);
    if (adding) navigate(listReturn(closeTo));
  };
  const save = async (input: PictureInput, expectedUpdatedAt?: string) => {
    await (editing ? calls.update(editing.id, input, expectedUpdatedAt) : calls.create(input));
    closeDialog();
    bumpDataVersion();
  };
  // After a save refused because someone saved the picture since: the dialog again with the picture
  // as now saved, found wherever it stands (another status than the grid shows, another page), and
  // the grid too. Deleted meanwhile, the dialog says so (StaleNotice); a failed call has toasted why.
  const reload = async () => {
    if (!editing) return;
    const saved = await findListed((page) => calls.list({ ...page, ...filters }), editing.id).finally(bumpDataVersion);
    setEditing({ id: saved.id, image: saved.image, orientation: saved.orientation, updatedAt: saved.updatedAt });
  };

  return (
    <main className="screen">
      <PageHeader title={deleted ? `Deleted ${title}` : title}>
        {calls.restore && <DeletedLink principal={principal} access={access} path={closeTo} label={title} deleted={deleted} />}
        {!deleted && can(principal, access, 'add') && <Button onPress={() => setEditing(null)}>ADD</Button>}
        <ExportButton area={{ key: access }} query={{ ...query, ...filters, deleted }} />
      </PageHeader>
      {children}
      <ListSearch label={deleted ? `Deleted ${title}` : title} searchable={false} {...tools} />
      <CardGrid label={deleted ? `Deleted ${title}` : title} loading={loading} failed={failed} isEmpty={snap.items.length === 0}>
        {snap.items.map((picture, index) => deleted ? (
          <DeletedPictureCard key={picture.id} picture={picture} name={`${noun} ${offset + index + 1}`} access={access} onRestore={() => void restore(picture.id)} />
        ) : (
          <PictureCard
            key={picture.id}
            picture={picture}
            name={`${noun} ${offset + index + 1}`}
            access={access}
            onStatus={(active) => changeStatus(picture.id, active)}
            onEdit={() => setEditing({ id: picture.id, image: picture.image, orientation: picture.orientation, updatedAt: picture.updatedAt })}
            onDelete={() => deletion.ask(picture.id)}
          />
        ))}
      </CardGrid>
      <Pagination {...pager} />
      {editing !== undefined && (
        <PictureDialog
          key={editing?.updatedAt}
          title={`${editing ? 'Edit' : 'Add'} ${dialogNoun}`}
          section={section}
          aspects={aspects}
          picture={editing}
          onSave={save}
          onReload={reload}
          onClose={closeDialog}
        />
      )}
      <ConfirmDelete {...deletion.confirm} />
    </main>
  );
}
