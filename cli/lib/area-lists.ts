import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { graphqlFields } from '#domain/declaration/graphql-fields';

/**
 * Every area's list, registered by the list factories (listCommand, listAllCommand) as the area's
 * commands are built, however they are built: what `venue smoke --lists` reads, one row each. A
 * list of one parent's records (memory-events: an event's) is left out, as it needs that parent.
 */
export const AREA_LISTS = new Map<string, { document: TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>; field: string }>();

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Registers the list of `area` (its `venue <area>` name) for smoke. */
export function registerAreaList(area: AreaDeclaration, document: unknown): void {
  AREA_LISTS.set(kebab(area.key), { document: document as TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>, field: graphqlFields(area).list.name });
}
