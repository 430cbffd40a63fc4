import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { IconName } from '../../components/ui/Icon.tsx';
import type { RecordHit, Resource } from '../resource.ts';
import type { AreaFieldModules } from './AreaFields.ts';
import type { AnyApi, NamedRow } from './apiTypes.ts';

/**
 * One area of the console (issue 16): its domain declaration (key, module, nouns, operations),
 * the calls behind those operations and, loaded with its first screen, its field spec.
 * `areaResource` derives the route `/<key>`, the list / new / edit / detail screens and the
 * palette's commands from it.
 */
export interface Area<D extends AreaDeclaration = AreaDeclaration, Api extends AnyApi = AnyApi> {
  declaration: D;
  /** Singular for the screen titles: "Add {singular}", "Edit {singular}", "{singular} Detail". */
  singular: string;
  /** The palette's noun ("New {noun}", "· {noun}" beside a found record) when not the declaration's. */
  noun?: string;
  icon: IconName;
  /** One call per declared operation and toggle (areaResource holds it to ApiFor<D>). */
  api: Api;
  /**
   * How a row is named on its switch, its action buttons and (by default) in the palette. It reads
   * only what a list row and the record read by `get` both carry: the palette names a record found
   * by its id from the read (so a field the read leaves out is a compile error, not "undefined").
   */
  nameOf: (row: NamedRow<NoInfer<Api>>) => string;
  /** The palette's label for a found row, when not `nameOf`; a list row or the read record, as `nameOf`. */
  hitLabel?: (row: NamedRow<NoInfer<Api>>) => string;
  /** For areas whose records have no screen of their own: the list's search that shows a found row, offered by the palette as "Show in {label}". */
  listSearch?: (row: NamedRow<NoInfer<Api>>) => string;
  /** The field spec behind the derived screens (columns and forms loaded apart); absent when the spec makes every screen special. */
  fields?: AreaFieldModules<NoInfer<Api>>;
  /** Screens the spec makes special, replacing the derived one; `false` drops a derived screen. */
  screens?: Partial<Record<keyof Resource['screens'], LazyExoticComponent<ComponentType> | false>>;
  /** Switches of a found record beyond its status or block (e.g. a second switch), offered by the palette. */
  switches?: (row: NamedRow<NoInfer<Api>>) => NonNullable<RecordHit['switches']>;
  /**
   * The palette's search when the list call cannot serve it (areas without pages); false when the
   * list takes no search text (the cross-area search still finds the records, by their file name).
   */
  search?: ((text: string) => Promise<RecordHit[]>) | false;
  /**
   * Where a found row is listed when the area's list is one parent's (an event's pictures), offered by the
   * palette as "Show in {label}" instead of the area's first screen; such an area's deleted records cannot be listed on their own.
   */
  listedAt?: (row: NamedRow<NoInfer<Api>>) => string;
  /** Screens under one record beyond the route scheme's (`/memoryEvents/:id/memories`). */
  nested?: Resource['nested'];
  /** Other areas' screens of one record, offered by the palette (an event's tickets and memories). */
  related?: Resource['related'];
  /** False when the list's Actions hold view and edit only (§2.9, as §2.12 and §2.13); delete stays on the detail screen and in the palette. */
  deleteInList?: false;
  /** Screens of its own beyond the standard four (e.g. the newsletters' send form). */
  pages?: Resource['pages'];
  /** Its work under way, for the palette (e.g. campaigns being sent). */
  activity?: Resource['activity'];
}
