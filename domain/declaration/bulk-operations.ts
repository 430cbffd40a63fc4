import { z } from 'zod';
import { statusCode } from '../schemas/status.ts';
import type { AreaDeclaration } from './area-declaration.ts';
import type { GraphqlField } from './graphql-fields.ts';
import type { RestRoute } from './rest-routes.ts';

/** Most ids one bulk call takes; a client sends more in several batches. */
export const BULK_MAX_IDS = 1000;

/** The single-record changes a bulk call repeats: a status, delete, restore, or a declared toggle. */
export type BulkKind = 'status' | 'delete' | 'restore' | `toggle:${string}`;

/** One bulk operation of an area and where each layer offers it. */
export interface BulkOperation {
  kind: BulkKind;
  /** `POST /bulk/<entity.many>/<status|delete|restore|toggle name>`. */
  rest: RestRoute;
  /** `bulkSet<Type>Status`, `bulkDelete<Type>`, `bulkRestore<Type>`, `bulkSet<Type><Toggle>`. */
  graphql: GraphqlField;
  /** The §6 action guarding it: the same as the single-record operation's. */
  action: 'edit' | 'del';
  /** For a toggle: its name (the GraphQL argument) and its REST body key. */
  toggle?: { name: string; field: string };
}

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The bulk operations of an area: one per declared status, delete and restore, and one per toggle. */
export function bulkOperations(area: AreaDeclaration): BulkOperation[] {
  const type = area.graphql.type;
  const rest = (name: string): RestRoute => ({ method: 'post', path: `/bulk/${area.entity.many}/${name}` });
  const mutation = (name: string): GraphqlField => ({ root: 'Mutation', name });
  const ops: BulkOperation[] = [];
  if (area.operations.includes('status')) ops.push({ kind: 'status', rest: rest('status'), graphql: mutation(`bulkSet${type}Status`), action: 'edit' });
  if (area.operations.includes('delete')) ops.push({ kind: 'delete', rest: rest('delete'), graphql: mutation(`bulkDelete${type}`), action: 'del' });
  if (area.operations.includes('restore')) ops.push({ kind: 'restore', rest: rest('restore'), graphql: mutation(`bulkRestore${type}`), action: 'edit' });
  for (const [name, toggle] of Object.entries(area.toggles ?? {})) {
    ops.push({ kind: `toggle:${name}`, rest: rest(name), graphql: mutation(`bulkSet${type}${upper(name)}`), action: 'edit', toggle: { name, field: toggle.field } });
  }
  return ops;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a record id (a UUID), as a bulk body's ids must be. */
export const isRecordId = (id: string): boolean => UUID.test(id);

/**
 * The ids of a bulk body: 1 to BULK_MAX_IDS record ids (duplicates are acted on once). Anything that
 * is not an id refuses the whole call, naming it; an id no record has is skipped as not found.
 */
export const bulkIdsSchema = z
  .array(z.string({ error: 'ids must hold texts' }), { error: 'ids is required' })
  .min(1, 'ids must hold at least one id')
  .max(BULK_MAX_IDS, `ids may hold at most ${BULK_MAX_IDS} ids`)
  .superRefine((ids, ctx) => {
    const bad = ids.findIndex((id) => !isRecordId(id));
    if (bad >= 0) ctx.addIssue({ code: 'custom', path: [bad], message: `ids[${bad}] is not an id: ${JSON.stringify(ids[bad]!.slice(0, 40))}` });
  });

/** The strict REST body of a bulk operation: `{ ids }`, plus `status` or the toggle's field. */
export function bulkBodySchema(area: AreaDeclaration, op: BulkOperation): z.ZodObject {
  if (op.kind === 'status') {
    const [one, two] = area.statuses?.map((value) => value.label.toLowerCase()) ?? [];
    return z.object({ ids: bulkIdsSchema, status: statusCode(one, two) }).strict();
  }
  if (op.toggle) return z.object({ ids: bulkIdsSchema, [op.toggle.field]: z.boolean({ error: `${op.toggle.field} must be true or false` }) }).strict();
  return z.object({ ids: bulkIdsSchema }).strict();
}

/** What a bulk call did to one id. */
export type BulkOutcome = 'done' | 'failed' | 'skipped';

/** One id's result: `rolledBack` when it would have been done but its batch was undone because another id failed. */
export interface BulkItemResult {
  _id: string;
  result: BulkOutcome;
  reason?: string;
  rolledBack: boolean;
}

/** The REST `data` of a bulk call: `committed` false when a failure undid the whole batch. */
export interface BulkReply {
  committed: boolean;
  done: number;
  failed: number;
  skipped: number;
  results: BulkItemResult[];
}

/** The schema of `BulkReply`: what the gateway checks a bulk reply with and the OpenAPI document shows. */
export const bulkReplySchema = z.strictObject({
  committed: z.boolean(),
  done: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  results: z.array(z.strictObject({ _id: z.string(), result: z.enum(['done', 'failed', 'skipped']), reason: z.string().optional(), rolledBack: z.boolean() })),
}) satisfies z.ZodType<BulkReply>;
