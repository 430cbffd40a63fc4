import { useSnapshot } from 'valtio';
import type { AccessArea } from '#domain/modules';
import { can } from '#domain/permissions';
import { mediaUrl } from '../../lib/media/mediaUrl.ts';
import type { PictureOrientation } from '../../lib/media/pictureSchema.ts';
import { session } from '../../lib/session.ts';
import { StatusSwitch } from '../StatusSwitch.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';

/** What a card shows of a picture. */
export interface PictureCardItem {
  id: string;
  image: string;
  orientation: PictureOrientation;
  status: 'ACTIVE' | 'INACTIVE';
  /** Its version: an edit opened from the card is made from it. */
  updatedAt: string;
}

/** A deleted picture in a grid's Deleted view: the image and Restore (§6: as edit). */
export function DeletedPictureCard({ picture, name, access, onRestore }: { picture: PictureCardItem; name: string; access: AccessArea; onRestore: () => void }) {
  const principal = useSnapshot(session);
  return (
    <li className="card">
      <img className="picture-card__image" src={mediaUrl(picture.image)} alt={name} />
      <div className="card__actions">
        {can(principal, access, 'edit') && <Button variant="secondary" aria-label={`Restore ${name}`} onPress={onRestore}>Restore</Button>}
      </div>
    </li>
  );
}

/** One picture of a grid (a gallery's, an event's memories): the image, its status switch, view (new tab), edit and delete, each per §6 on `access`. */
export function PictureCard({ picture, name, access, onStatus, onEdit, onDelete }: {
  picture: PictureCardItem;
  /** How the picture is named to assistive tech and on its buttons: "Gallery image 3". */
  name: string;
  access: AccessArea;
  onStatus: (active: boolean) => Promise<void>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const principal = useSnapshot(session);
  return (
    <li className="card">
      <img className="picture-card__image" src={mediaUrl(picture.image)} alt={name} />
      <div className="card__body">
        <span className="picture-card__badge">{picture.orientation === 'PORTRAIT' ? 'Portrait' : 'Landscape'}</span>
        <StatusSwitch label={`Status of ${name}`} isActive={picture.status === 'ACTIVE'} isDisabled={!can(principal, access, 'edit')} onChange={onStatus} />
      </div>
      <div className="card__actions">
        {can(principal, access, 'view') && (
          <a className="button button--icon" href={mediaUrl(picture.image)} target="_blank" rel="noopener" aria-label={`View ${name}`}><Icon name="eye" /></a>
        )}
        {can(principal, access, 'edit') && <Button variant="icon" aria-label={`Edit ${name}`} onPress={onEdit}><Icon name="edit" /></Button>}
        {can(principal, access, 'del') && <Button variant="icon" aria-label={`Delete ${name}`} onPress={onDelete}><Icon name="trash" /></Button>}
      </div>
    </li>
  );
}
