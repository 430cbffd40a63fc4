import type { z } from 'zod';
import type { AccessArea } from '../modules.ts';

/** The standard operations an area may declare; anything else an area does is written by hand. */
export const STANDARD_OPERATIONS = ['list', 'get', 'create', 'update', 'status', 'delete', 'restore'] as const;
export type StandardOperation = (typeof STANDARD_OPERATIONS)[number];

/** An HTTP method of the REST API. */
export type RestMethod = 'get' | 'post' | 'patch' | 'delete';

/**
 * A boolean switch of its own, such as blocked or featured: REST sends `{ <idKey>, <field> }` to
 * `path` (the update path unless given), GraphQL has `set<Type><Name>(id, <name>: Boolean!)`, the
 * CLI has one verb for each value.
 */
export interface ToggleDeclaration {
  /** The REST body key and column, e.g. `isBlocked`. */
  field: string;
  /** REST path; defaults to the area's update path, where §7 puts the block switches. */
  path?: string;
  /** CLI verbs for true and false, e.g. `['block', 'unblock']`. */
  verbs: readonly [on: string, off: string];
  /** Past tense for the replies, e.g. `['blocked', 'unblocked']` → "Host blocked successfully". */
  done: readonly [on: string, off: string];
  /** The CLI help lines of the two verbs. */
  help: readonly [on: string, off: string];
}

/** One value of a status of an area's own (see `statuses`), e.g. an enquiry's Marked. */
export interface StatusValue {
  /** Its GraphQL enum value, e.g. `MARKED`; the CLI's `--status` takes it in lower case. */
  name: string;
  /** How screens show it, e.g. "Marked". */
  label: string;
  /** The CLI verb setting it, e.g. `mark`. */
  verb: string;
  /** That verb's help line. */
  help: string;
}

/**
 * One area, declared once (DESIGN §9): every layer derives its standard operations, REST paths,
 * replies, body schemas, GraphQL field names and CLI verbs from this. No I/O.
 */
export interface AreaDeclaration {
  /** The plural key, the same name in every layer: `services`, `subAdmins`, `followUs`. */
  key: string;
  /** The permission module or Admin-only area every standard route is guarded by (§6). */
  access: AccessArea;
  nouns: {
    /** Prose and CLI: "service" → "service id", "print the service as JSON". */
    one: string;
    many: string;
    /** What a printed record is called when not `one`: "slot" → "print the updated slot as JSON". */
    record?: string;
    /** The screen's title, e.g. "Sub Admins". */
    label: string;
    /** Nouns of the REST replies when not the capitalised prose nouns: `['Sub admin', 'Sub admins']`. */
    reply?: readonly [one: string, many: string];
  };
  /** The entity of §7's paths: `service` → /get/services, /get/service/:serviceId, /create/service … */
  entity: { one: string; many: string };
  /** The key naming one record in paths and bodies: `serviceId`. */
  idKey: string;
  /** The §5 form, with the spec's messages. */
  form: z.ZodObject;
  /** The create form when it differs (a field the screen does not show, such as a service's sort). */
  createForm?: z.ZodObject;
  /** The edit form when it differs (an optional password, a kept icon); the form otherwise. */
  editForm?: z.ZodObject;
  /**
   * The fields its list may be ordered by, in REST's names (`sort=name,-createdAt`; GraphQL
   * `orderBy: [{ field: NAME, direction: ASC }]` with the names in CONSTANT_CASE); the id always
   * breaks ties. Without a sort the list keeps its own order.
   */
  sort: readonly string[];
  /**
   * The titles of its list's columns beside # and Actions, in order, as §2 names them: the web
   * list's headers and the first line of its CSV export, both built from here (see list-columns.ts).
   */
  columns: readonly string[];
  /**
   * The REST record its replies hold (domain/schemas/replies.ts): the gateway checks replies with
   * it and the OpenAPI document shows it as the standard routes' `data`. Not yet every area has one.
   */
  record?: z.ZodType;
  /**
   * How many rows its list gives when the caller names no `limit` (REST and GraphQL alike); the
   * default page size (10) when left out. §9: the gallery page size is 9, for gallery pictures and
   * event memories, the 3-column grids.
   */
  pageSize?: number;
  /** The standard operations the area has, in the order every layer lists them. */
  operations: readonly StandardOperation[];
  /** Boolean switches of its own, by name: `{ blocked: { field: 'isBlocked', … } }`. */
  toggles?: Readonly<Record<string, ToggleDeclaration>>;
  /**
   * What status 1 and 2 mean when not Active and Inactive (enquiries: Pending, Marked). REST keeps
   * §7's codes; GraphQL names them in an enum of the area's own, the web picks them from a
   * dropdown, the CLI has a verb for each instead of `set-status`.
   */
  statuses?: readonly [one: StatusValue, two: StatusValue];
  /**
   * List filters that GraphQL names by an enum and REST by a code, by argument (bookings' `type: TICKET`
   * is REST's `type=2`); the status filter is `statuses`' own.
   */
  listCodes?: Readonly<Record<string, readonly { code: number; name: string }[]>>;
  /** Where §7 departs from the scheme, e.g. users: `{ list: { path: '/users' }, delete: { method: 'post' } }`. */
  rest?: Partial<Record<StandardOperation, { method?: RestMethod; path?: string }>>;
  /** REST replies that do not follow the scheme, by name. */
  messages?: Partial<Record<string, string>>;
  /**
   * The GraphQL type; field names derive from it (`Service` → services, service, createService …).
   * `inputNames`: body keys its GraphQL inputs name otherwise (events: `{ ip: 'ipId' }`), so a refused
   * input's `extensions.fields` paths and messages use the input's names.
   */
  graphql: { type: string; list?: string; fields?: Partial<Record<StandardOperation, string>>; inputNames?: Readonly<Record<string, string>> };
}
