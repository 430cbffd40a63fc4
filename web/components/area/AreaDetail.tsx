import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { useParams } from 'wouter';
import type { Area } from '../../lib/area/Area.ts';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import type { AnyApi } from '../../lib/area/apiTypes.ts';
import { areaNames } from '../../lib/area/areaNames.ts';
import { useDataVersion } from '../../lib/dataVersion.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { DetailScreen } from '../DetailScreen.tsx';
import { ListRedirect } from '../ListRedirect.tsx';
import { DetailItems } from './DetailItems.tsx';

/** "{singular} Detail": the record's lines, Close and (DetailScreen) Delete; a failed load returns to the list (§2.3). */
export function AreaDetail<Api extends AnyApi>({ area, fields }: { area: Area<AreaDeclaration, Api>; fields: AreaColumns<Api> }) {
  const { id = '' } = useParams<{ id: string }>();
  const { path } = areaNames(area);
  const version = useDataVersion();
  const { data: item, failed } = useLoad(`${id}:${version}`, () => (area.api.get ? area.api.get(id) : Promise.reject(new Error('no detail'))));
  if (failed) return <ListRedirect list={path} />;
  return (
    <DetailScreen title={`${area.singular} Detail`} closeTo={path}>
      {item && fields.detail && <DetailItems items={fields.detail} item={item} />}
    </DetailScreen>
  );
}
