import type { AreaDeclaration } from './area-declaration.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The replies of the standard routes, e.g. "Service fetched successfully", "Service not found". */
export interface StandardMessages {
  listed: string;
  fetched: string;
  created: string;
  updated: string;
  statusUpdated: string;
  deleted: string;
  restored: string;
  notFound: string;
  /** A restore of a record that is not deleted (409), e.g. "Service is not deleted". */
  notDeleted: string;
  /** A change sent with `If-Match` naming an older version of the record (412). */
  stale: string;
  /** Per toggle: the replies for true and false, e.g. "Host blocked successfully". */
  toggled: Record<string, readonly [on: string, off: string]>;
}

/** The area's standard replies, from its nouns unless it declares its own. */
export function standardMessages(area: AreaDeclaration): StandardMessages {
  const [one, many] = area.nouns.reply ?? [capitalise(area.nouns.one), capitalise(area.nouns.many)];
  const own = area.messages ?? {};
  const toggled = Object.fromEntries(
    Object.entries(area.toggles ?? {}).map(([name, toggle]) => [name, [`${one} ${toggle.done[0]} successfully`, `${one} ${toggle.done[1]} successfully`] as const]),
  );
  return {
    listed: own.listed ?? `${many} fetched successfully`,
    fetched: own.fetched ?? `${one} fetched successfully`,
    created: own.created ?? `${one} created successfully`,
    updated: own.updated ?? `${one} updated successfully`,
    statusUpdated: own.statusUpdated ?? `${one} status updated successfully`,
    deleted: own.deleted ?? `${one} deleted successfully`,
    restored: own.restored ?? `${one} restored successfully`,
    notFound: own.notFound ?? `${one} not found`,
    notDeleted: `${one} is not deleted`,
    stale: own.stale ?? `This ${area.nouns.one} has changed since you opened it: nothing was saved. Reload it to see the changes.`,
    toggled,
  };
}
