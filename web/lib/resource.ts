import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { AccessArea } from '#domain/modules';
import type { IconName } from '../components/ui/Icon.tsx';

type Screen = LazyExoticComponent<ComponentType>;

/** A record found by the palette's search. */
export interface RecordHit {
  id: string;
  label: string;
  isActive: boolean;
  /** The record's files the palette offers to open in a new tab (e.g. a menu's PDF). */
  links?: readonly { label: string; href: string }[];
  /** Where the list shows the record (its search), for records with no screen of their own. */
  listed?: string;
  /** Switches of the record beyond its status (e.g. auto-renewal, featured), each needing the edit action. */
  switches?: readonly { label: string; run: () => Promise<unknown> }[];
}

/** How the palette finds and changes an area's records; each call toasts its reply message. */
export interface RecordSource {
  /** Singular noun for the group and actions ("role"). */
  noun: string;
  search: (text: string) => Promise<RecordHit[]>;
  setActive?: (id: string, active: boolean) => Promise<unknown>;
  /** Words for the toggle when it is not a status (e.g. Block/Unblock); default Activate/Deactivate. */
  toggleLabels?: { activate: string; deactivate: string; inactive: string };
  remove?: (id: string) => Promise<unknown>;
  /** Finds deleted records, for the palette's "Restore {noun}…" page. */
  searchDeleted?: (text: string) => Promise<RecordHit[]>;
  /** Brings a deleted record back. */
  restore?: (id: string) => Promise<unknown>;
}

/**
 * One area of the console, declared once (DESIGN §6): the router, the sidebar and the palette
 * are all built from these records.
 */
export interface Resource {
  key: string;
  label: string;
  path: string;
  icon: IconName;
  access: AccessArea | 'dashboard';
  screens: { list: Screen; new?: Screen; view?: Screen; edit?: Screen };
  /** The palette's create command, e.g. "New role". */
  createLabel?: string;
  records?: RecordSource;
  /** The area's domain declaration (none for the dashboard). */
  declaration?: AreaDeclaration;
  /** The operations the web offers, named as `declaredOperations` names them (`delete`, `toggle:blocked`). */
  operations?: readonly string[];
}

/** What the sidebar needs of a resource. */
export type NavItem = Pick<Resource, 'key' | 'label' | 'path' | 'icon' | 'access'>;
