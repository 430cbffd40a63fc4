import { Children, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { can } from '#domain/permissions';
import { listReturn } from '../lib/listReturn.ts';
import { useScreenResource } from '../lib/screenResource.ts';
import { session } from '../lib/session.ts';
import { offerUndo } from '../lib/undoDelete.ts';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { PageHeader } from './PageHeader.tsx';
import { Button } from './ui/Button.tsx';

/**
 * A record's detail screen: the record (`children`, empty while it loads), Close back to the list at
 * `closeTo` as the user left it, and the record's own `actions` beside it. Where the area on screen
 * deletes and the account may (§6 del), Delete asks with the §2.3 dialog and, once the server
 * accepted, returns to the list with the reply's toast offering Undo; a refusal (toasted by the
 * request helper) leaves the record on screen. Derived and hand-written detail screens alike.
 */
export function DetailScreen({ title, closeTo, actions, children }: { title: string; closeTo: string; actions?: ReactNode; children?: ReactNode }) {
  const [, navigate] = useLocation();
  const { id = '' } = useParams<{ id: string }>();
  const principal = useSnapshot(session);
  const resource = useScreenResource();
  const [asking, setAsking] = useState(false);
  // Loaded once there is something to show (a screen's children may be a list of empty parts while it loads).
  const loaded = Children.toArray(children).length > 0;
  const records = resource?.records;
  const remove = resource && resource.access !== 'dashboard' && can(principal, resource.access, 'del') ? records?.remove : undefined;
  const confirm = () =>
    remove?.(id).then(() => {
      navigate(listReturn(closeTo));
      offerUndo(records?.restore, id);
    }, () => undefined);
  return (
    <main className="screen">
      <PageHeader title={title} />
      {loaded ? children : <p role="status">{GUARD_LOADING}</p>}
      <div className="form-actions">
        <Button variant="secondary" onPress={() => navigate(listReturn(closeTo))}>Close</Button>
        {actions}
        {loaded && remove && <Button variant="danger" onPress={() => setAsking(true)}>Delete</Button>}
      </div>
      {remove && <ConfirmDelete isOpen={asking} onClose={() => setAsking(false)} onConfirm={() => void confirm()} />}
    </main>
  );
}
