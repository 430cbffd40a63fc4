import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { AccessArea } from '#domain/modules';
import type { Action } from '#domain/permissions';
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
  /** Where "Open" goes when the area has no detail screen (e.g. the list filtered to the record). */
  path?: string;
}

/** How the palette finds and changes an area's records; each call toasts its reply message. */
export interface RecordSource {
  /** Singular noun for the group and actions ("role"). */
  noun: string;
  search: (text: string) => Promise<RecordHit[]>;
  /** One record as the palette shows it (label, status, switches), by its id, where the area can read one. */
  hit?: (id: string) => Promise<RecordHit>;
  setActive?: (id: string, active: boolean) => Promise<unknown>;
  /** Words for the toggle when it is not a status (e.g. Block/Unblock); default Activate/Deactivate. */
  toggleLabels?: { activate: string; deactivate: string; inactive: string };
  remove?: (id: string) => Promise<unknown>;
  /** Finds deleted records, for the palette's "Restore {noun}…" page. */
  searchDeleted?: (text: string) => Promise<RecordHit[]>;
  /** Brings a deleted record back. */
  restore?: (id: string) => Promise<unknown>;
}

/** A screen of another area that belongs to one record, offered by the palette beside it (an event's tickets, its memories). */
export interface RelatedScreen {
  label: string;
  path: string;
  /** The area whose screen it is: shown only to accounts that see it (and, with `action`, may do that). */
  access: AccessArea;
  action?: Action;
}

/** A screen under one record of the area, beyond the four of the route scheme: `/<area>/:id<suffix>`. */
export interface NestedScreen {
  suffix: string;
  screen: Screen;
  /** What the account must be allowed on the area to open it. */
  action: Action;
}

/** A screen of an area beyond its list, new, detail and edit, at `<path>/<segment>` (e.g. /newsletters/sendEmail). */
export interface ResourcePage {
  segment: string;
  screen: Screen;
  /** What §6 asks of the account besides seeing the area (`add` to send a newsletter). */
  action: Action;
  /** The palette's command opening it, e.g. "Send newsletter…". */
  command?: string;
}

/** Work under way that the palette shows while it lasts, e.g. a newsletter being sent. */
export interface ActivityItem {
  id: string;
  label: string;
  /** How far it is, e.g. "12 of 30 sent". */
  detail: string;
  /** The screen that follows it. */
  path: string;
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
  /** Other words staff call the screen by in the palette, beyond its label and nouns (the dashboard's "home"). */
  keywords?: readonly string[];
  /** The palette's create command, e.g. "New role". */
  createLabel?: string;
  records?: RecordSource;
  /** The area's domain declaration (none for the dashboard). */
  declaration?: AreaDeclaration;
  /** The operations the web offers, named as `declaredOperations` names them (`delete`, `toggle:blocked`). */
  operations?: readonly string[];
  /** Screens under one record beyond the route scheme's, e.g. an event's memories. */
  nested?: readonly NestedScreen[];
  /** Other areas' screens of one record, for the palette (on a found record and on the record on screen). */
  related?: (id: string) => readonly RelatedScreen[];
  /** Screens of its own beyond the standard four. */
  pages?: readonly ResourcePage[];
  /** Its work under way, read again while the palette shows it. */
  activity?: () => Promise<ActivityItem[]>;
}

/** What the sidebar needs of a resource. */
export type NavItem = Pick<Resource, 'key' | 'label' | 'path' | 'icon' | 'access'>;
