import { useSnapshot } from 'valtio';
import { CROP_ASPECTS } from '#domain/media';
import { can } from '#domain/permissions';
import { mediaUrl } from '../../../lib/media/mediaUrl.ts';
import { StatusSwitch } from '../../../components/StatusSwitch.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { session } from '../../../lib/session.ts';

/** What a card shows of a menu slot. */
export interface MenuCardItem {
  id: string;
  name: string;
  image?: string | null;
  pdf?: string | null;
  status: 'ACTIVE' | 'INACTIVE';
}

const COVER = { aspectRatio: CROP_ASPECTS.menu };

/** One menu card: image, name, status switch, the PDF in a new tab, and edit (§2.8). */
export function MenuCard({ menu, onStatus }: { menu: MenuCardItem; onStatus: (active: boolean) => Promise<void> }) {
  const principal = useSnapshot(session);
  const mayEdit = can(principal, 'menu', 'edit');
  return (
    <li className="card">
      {/* The heading below names the menu: the picture is not named again (as on an event's card). */}
      {menu.image ? (
        <img className="card__image" style={COVER} src={mediaUrl(menu.image)} alt="" />
      ) : (
        <div className="card__image card__image--none" style={COVER}>No image</div>
      )}
      <div className="card__body">
        <h2 className="card__title">{menu.name}</h2>
        <StatusSwitch label={`Status of ${menu.name}`} isActive={menu.status === 'ACTIVE'} isDisabled={!mayEdit} onChange={onStatus} />
      </div>
      <div className="card__actions">
        {menu.pdf ? (
          <a className="button button--secondary" href={mediaUrl(menu.pdf)} target="_blank" rel="noopener">
            {/* Every card has one: its name says which menu it opens. */}
            View PDF<span className="visually-hidden"> of {menu.name}</span>
          </a>
        ) : (
          <span className="card__note">No PDF yet</span>
        )}
        {mayEdit && <LinkButton variant="icon" href={`/menu/${menu.id}/edit`} label={`Edit ${menu.name}`}><Icon name="edit" /></LinkButton>}
      </div>
    </li>
  );
}
