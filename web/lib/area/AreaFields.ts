import type { Column } from '../../components/DataTable.tsx';
import type { DetailItem } from '../detail/DetailItem.ts';
import type { FormSpec } from '../form/FormSpec.ts';
import type { AnyApi, CreateOf, ItemOf, RowOf, UpdateOf } from './apiTypes.ts';

/** A key that must be given exactly when the area has the call it serves. */
type When<Call, Key extends string, Value> = undefined extends Call ? { [K in Key]?: Value } : { [K in Key]: Value };

/**
 * An area's field spec (issue 16): the list's columns (the #, switch and Actions columns are
 * added by the list block), the detail screen's lines, and the add and edit forms; a form is
 * required exactly when the area's api has the call behind it.
 */
export type AreaFields<Api extends AnyApi> = { columns: readonly Column<RowOf<Api>>[]; detail?: readonly DetailItem<ItemOf<Api>>[] } &
  When<Api['create'], 'create', FormSpec<CreateOf<Api>>> &
  When<Api['update'], 'edit', FormSpec<UpdateOf<Api>, ItemOf<Api>>>;
