import { useSnapshot } from 'valtio';
import { can } from '#domain/permissions';
import { mediaUrl } from '../../../lib/media/mediaUrl.ts';
import { StatusSwitch } from '../../../components/StatusSwitch.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { session } from '../../../lib/session.ts';
import { followLabel } from '#domain/follow-us';

/** What a card shows of a Follow Us slot. */
export interface FollowCardItem {
  id: string;
  position: number;
  image?: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  /** Its version: an edit opened from the card is made from it. */
  updatedAt: string;
}

/** One slot: the picture, view image, edit image and the status switch (§2.14). */
export function FollowCard({ follow, onView, onEdit, onStatus }: { follow: FollowCardItem; onView: () => void; onEdit: () => void; onStatus: (active: boolean) => Promise<void> }) {
  const principal = useSnapshot(session);
  const mayEdit = can(principal, 'followUs', 'edit');
  const label = followLabel(follow.position);
  return (
    <li className="card">
      {/* The heading below names the slot: the picture is not named again (as on a menu's or an event's card). */}
      {follow.image ? <img className="card__image" src={mediaUrl(follow.image)} alt="" /> : <div className="card__image card__image--none">No image</div>}
      <div className="card__body">
        <h2 className="card__title">{label}</h2>
        <StatusSwitch label={`Status of ${label}`} isActive={follow.status === 'ACTIVE'} isDisabled={!mayEdit} onChange={onStatus} />
      </div>
      <div className="card__actions">
        {follow.image ? (
          <Button variant="icon" aria-label={`View ${label}`} onPress={onView}><Icon name="eye" /></Button>
        ) : null}
        {mayEdit ? (
          <Button variant="icon" aria-label={`Edit ${label}`} onPress={onEdit}><Icon name="edit" /></Button>
        ) : null}
      </div>
    </li>
  );
}
