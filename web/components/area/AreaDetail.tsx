import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { offerUndo } from '../../lib/undoDelete.ts';
import { useLocation, useParams } from 'wouter';
import { listReturn } from '../../lib/listReturn.ts';
import { can } from '#domain/permissions';
import type { Area } from '../../lib/area/Area.ts';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import type { AnyApi } from '../../lib/area/apiTypes.ts';
import { areaNames } from '../../lib/area/areaNames.ts';
import { session } from '../../lib/session.ts';
import { useDataVersion } from '../../lib/dataVersion.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { ConfirmDelete } from '../ConfirmDelete.tsx';
import { DetailScreen } from '../DetailScreen.tsx';
import { ListRedirect } from '../ListRedirect.tsx';
import { Button } from '../ui/Button.tsx';
import { DetailItems } from './DetailItems.tsx';

/**
 * "{singular} Detail": the record's lines and Close; a failed load returns to the list (§2.3).
 * Where the area deletes and the account may (§6), Delete asks with the §2.3 dialog and, once the
 * server accepted, returns to the list.
 */
export function AreaDetail<Api extends AnyApi>({ area, fields }: { area: Area<AreaDeclaration, Api>; fields: AreaColumns<Api> }) {
  const { id = '' } = useParams<{ id: string }>();
  const principal = useSnapshot(session);
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const { path, access } = areaNames(area);
  const { remove } = area.api;
  const version = useDataVersion();
  const { data: item, failed } = useLoad(`${id}:${version}`, () => (area.api.get ? area.api.get(id) : Promise.reject(new Error('no detail'))));
  if (failed) return <ListRedirect list={path} />;
  const mayDelete = !!remove && can(principal, access, 'del');
  // The request helper has already toasted a refusal; the record then stays on screen.
  const confirm = () =>
    remove?.(id).then(() => {
      navigate(listReturn(path));
      offerUndo(area.api.restore, id);
    }, () => undefined);
  return (
    <>
      <DetailScreen title={`${area.singular} Detail`} closeTo={path} actions={item && mayDelete && <Button variant="danger" onPress={() => setAsking(true)}>Delete</Button>}>
        {item && fields.detail && <DetailItems items={fields.detail} item={item} />}
      </DetailScreen>
      {mayDelete && <ConfirmDelete isOpen={asking} onClose={() => setAsking(false)} onConfirm={() => void confirm()} />}
    </>
  );
}
