import { useSnapshot } from 'valtio';
import type { AccessArea } from '#domain/modules';
import { can } from '#domain/permissions';
import { session } from '../lib/session.ts';
import { Button } from './ui/Button.tsx';
import { Icon } from './ui/Icon.tsx';
import { LinkButton } from './ui/LinkButton.tsx';

/** A row's view, edit and delete (§6): each shown only when the account may do it (delete only where the list offers it); `href` is the record's page. */
export function RowActions({ area, href, name, onDelete }: { area: AccessArea; href: string; name: string; onDelete?: (() => void) | undefined }) {
  const principal = useSnapshot(session);
  return (
    <div className="row-actions">
      {can(principal, area, 'view') && <LinkButton variant="icon" href={href} label={`View ${name}`}><Icon name="eye" /></LinkButton>}
      {can(principal, area, 'edit') && <LinkButton variant="icon" href={`${href}/edit`} label={`Edit ${name}`}><Icon name="edit" /></LinkButton>}
      {onDelete && can(principal, area, 'del') && <Button variant="icon" aria-label={`Delete ${name}`} onPress={onDelete}><Icon name="trash" /></Button>}
    </div>
  );
}
