import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { Area } from '../../lib/area/Area.ts';
import type { AreaFields } from '../../lib/area/AreaFields.ts';
import type { AnyApi } from '../../lib/area/apiTypes.ts';
import type { ScreenKind } from '../../lib/area/screenKinds.ts';
import { AreaDetail } from './AreaDetail.tsx';
import { AreaEdit } from './AreaEdit.tsx';
import { AreaList } from './AreaList.tsx';
import { AreaNew } from './AreaNew.tsx';

const BLOCKS = { list: AreaList, new: AreaNew, view: AreaDetail, edit: AreaEdit };

/** One derived screen of an area, chosen by kind (the router loads it with the area's field spec). */
export function AreaScreen<Api extends AnyApi>({ kind, area, fields }: { kind: ScreenKind; area: Area<AreaDeclaration, Api>; fields: AreaFields<Api> }) {
  const Block = BLOCKS[kind];
  return <Block area={area} fields={fields} />;
}
