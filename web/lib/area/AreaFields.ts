import type { ComponentType } from 'react';
import type { Column } from '../../components/DataTable.tsx';
import type { DetailItem } from '../detail/DetailItem.ts';
import type { FormSpec } from '../form/FormSpec.ts';
import type { ListFilters } from './AreaApi.ts';
import type { AnyApi, CreateOf, ItemOf, RowOf, UpdateOf } from './apiTypes.ts';

/** A key that must be given exactly when the area has the call it serves. */
type When<Call, Key extends string, Value> = undefined extends Call ? { [K in Key]?: Value } : { [K in Key]: Value };

/**
 * A filter of a list beyond its search and status, kept in the URL (the events' day, `?date=`): it
 * comes with the list's columns, so only a list that has one downloads it.
 */
export interface ListFilter {
  /** What the URL asks for: its parameters, which searching and turning pages keep, and the list call's arguments. */
  read: (params: URLSearchParams) => { kept: Record<string, string>; query: Pick<ListFilters, 'from' | 'to'> };
  /** Its control among the list's search tools; `kept` are the list's parameters as they stand (a change starts again from page 1). */
  Control: ComponentType<{ kept: Record<string, string> }>;
}

/** What the list and detail screens show: the list's columns (the #, switch and Actions columns are added by the list block), a filter of its own, and the detail screen's lines. */
export type AreaColumns<Api extends AnyApi> = { columns: readonly Column<RowOf<Api>>[]; filter?: ListFilter; detail?: readonly DetailItem<ItemOf<Api>>[] };

/** The add and edit forms (with their schemas); a form is required exactly when the area's api has the call behind it. */
export type AreaForms<Api extends AnyApi> = When<Api['create'], 'create', FormSpec<CreateOf<Api>>> & When<Api['update'], 'edit', FormSpec<UpdateOf<Api>, ItemOf<Api>>>;

/** An area's whole field spec (issue 16): its columns and detail lines, and its forms. */
export type AreaFields<Api extends AnyApi> = AreaColumns<Api> & AreaForms<Api>;

/**
 * Where an area's field spec is loaded from, in two modules so a list or detail screen never
 * downloads the forms' schemas (and zod with them): `columns` for list and detail, `forms` for add and edit.
 */
export interface AreaFieldModules<Api extends AnyApi> {
  columns: () => Promise<AreaColumns<Api>>;
  forms?: () => Promise<AreaForms<Api>>;
}
