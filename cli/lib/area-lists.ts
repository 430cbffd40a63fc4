import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { graphqlFields } from '#domain/declaration/graphql-fields';
import type { ListFilters } from './list-filters.ts';

/** An area's list as the list factories built it: its document and field, and its filters. */
export interface AreaList {
  document: TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>;
  field: string;
  /** The options `venue <area> list` picks rows with, and their variables: what `venue export <area>` takes too. */
  filters: ListFilters;
  /** True for a list of one parent's records (memory-events: an event's), which cannot be read without it. */
  needsParent: boolean;
}

/**
 * Every area's list, registered by the list factories (listCommand, listAllCommand) as the area's
 * commands are built, however they are built: what `venue smoke --lists` reads (one row each, but the
 * lists that need a parent) and what `venue export <area>` takes its filters from.
 */
export const AREA_LISTS = new Map<string, AreaList>();

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Registers the list of `area` under its `venue <area>` name. */
export function registerAreaList(area: AreaDeclaration, document: unknown, filters: ListFilters): void {
  AREA_LISTS.set(kebab(area.key), {
    document: document as AreaList['document'],
    field: graphqlFields(area).list.name,
    filters,
    needsParent: filters.options.some((option) => option.required),
  });
}
