import { useSnapshot } from 'valtio';
import { can } from '#domain/permissions';
import { mediaUrl } from '../../../lib/media/mediaUrl.ts';
import { StatusSwitch } from '../../../components/StatusSwitch.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { session } from '../../../lib/session.ts';

/** What a card shows of a gallery picture. */
export interface GalleryCardItem {
  id: string;
  image: string;
  orientation: 'PORTRAIT' | 'LANDSCAPE';
  status: 'ACTIVE' | 'INACTIVE';
}

/** One picture of the gallery grid: the image, its status switch, view (new tab), edit and delete. */
export function GalleryCard({ picture, index, onStatus, onEdit, onDelete }: {
  picture: GalleryCardItem;
  index: number;
  onStatus: (active: boolean) => Promise<void>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const principal = useSnapshot(session);
  const name = `Gallery image ${index}`;
  return (
    <li className="card">
      <img className="gallery-card__image" src={mediaUrl(picture.image)} alt={name} />
      <div className="card__body">
        <span className="gallery-card__badge">{picture.orientation === 'PORTRAIT' ? 'Portrait' : 'Landscape'}</span>
        <StatusSwitch label={`Status of ${name}`} isActive={picture.status === 'ACTIVE'} isDisabled={!can(principal, 'galleries', 'edit')} onChange={onStatus} />
      </div>
      <div className="card__actions">
        {can(principal, 'galleries', 'view') && (
          <a className="button button--icon" href={mediaUrl(picture.image)} target="_blank" rel="noopener" aria-label={`View ${name}`}><Icon name="eye" /></a>
        )}
        {can(principal, 'galleries', 'edit') && <Button variant="icon" aria-label={`Edit ${name}`} onPress={onEdit}><Icon name="edit" /></Button>}
        {can(principal, 'galleries', 'del') && <Button variant="icon" aria-label={`Delete ${name}`} onPress={onDelete}><Icon name="trash" /></Button>}
      </div>
    </li>
  );
}
