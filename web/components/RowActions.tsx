import { useSnapshot } from 'valtio';
import type { AccessArea } from '#domain/modules';
import { can } from '#domain/permissions';
import { session } from '../lib/session.ts';
import { Button } from './ui/Button.tsx';
import { Icon } from './ui/Icon.tsx';
import { LinkButton } from './ui/LinkButton.tsx';

/** Which of a row's actions its area has (all by default). */
export interface RowActionSet {
  view: boolean;
  edit: boolean;
  remove: boolean;
}

const ALL: RowActionSet = { view: true, edit: true, remove: true };

/**
 * A row's view, edit and delete (§6): each shown only when the area has it and the account may do it;
 * `href` is the record's page, and `viewQuery` what its view link adds (the tables list's `?date=`).
 */
export function RowActions({ area, href, name, onDelete, has = ALL, viewQuery = '' }: { area: AccessArea; href: string; name: string; onDelete: () => void; has?: RowActionSet; viewQuery?: string }) {
  const principal = useSnapshot(session);
  return (
    <div className="row-actions">
      {has.view && can(principal, area, 'view') && <LinkButton variant="icon" href={`${href}${viewQuery}`} label={`View ${name}`}><Icon name="eye" /></LinkButton>}
      {has.edit && can(principal, area, 'edit') && <LinkButton variant="icon" href={`${href}/edit`} label={`Edit ${name}`}><Icon name="edit" /></LinkButton>}
      {has.remove && can(principal, area, 'del') && <Button variant="icon" aria-label={`Delete ${name}`} onPress={onDelete}><Icon name="trash" /></Button>}
    </div>
  );
}
