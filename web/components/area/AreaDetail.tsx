import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { Redirect, useParams } from 'wouter';
import type { Area } from '../../lib/area/Area.ts';
import type { AreaFields } from '../../lib/area/AreaFields.ts';
import type { AnyApi } from '../../lib/area/apiTypes.ts';
import { areaNames } from '../../lib/area/areaNames.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { DetailScreen } from '../DetailScreen.tsx';
import { DetailItems } from './DetailItems.tsx';

/** "{singular} Detail": the record's lines and Close; a failed load returns to the list (§2.3). */
export function AreaDetail<Api extends AnyApi>({ area, fields }: { area: Area<AreaDeclaration, Api>; fields: AreaFields<Api> }) {
  const { id = '' } = useParams<{ id: string }>();
  const { data: item, failed } = useLoad(id, () => (area.api.get ? area.api.get(id) : Promise.reject(new Error('no detail'))));
  if (failed) return <Redirect to={areaNames(area).path} />;
  return (
    <DetailScreen title={`${area.singular} Detail`} closeTo={areaNames(area).path}>
      {item && fields.detail && <DetailItems items={fields.detail} item={item} />}
    </DetailScreen>
  );
}
