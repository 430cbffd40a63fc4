import { z } from 'zod';
import { MAX_FILES_PER_UPLOAD, SECTION_MODULES, mediaSectionSchema } from '#domain/schemas/media';
import { uploadedFilesSchema } from '#domain/schemas/replies';
import { readsJsonBody } from '../lib/json-body.ts';
import type { RouteDef } from '../lib/route.ts';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** What every route's permission says, as the document's `x-permission`. */
export type Permission = { public: true } | { signedIn: true; module: string | null; action: string; alsoAllowed: { module: string; action: string }[] };

const ERROR_TEXT: Record<number, string> = {
  400: 'The input was refused: `message` is the first problem; with the request header `X-Field-Errors: all`, `errors` lists every problem with its path.',
  401: 'No token, an invalid or expired one, an ended session, or a blocked or deleted account.',
  403: "The account's role lacks the permission this call needs.",
  404: 'No live record with this id.',
  409: 'A conflict with stored records (a name or email taken, a record still in use); with `X-Field-Errors: all`, `errors` names the field(s) of the request the conflict is about (a taken value, an overlapping period), as a 400 lists its problems.',
  412: 'The record changed since the version `If-Match` names (another save came first): nothing was saved. `ETag` gives the current version; read the record again, or send the change with that version to overwrite.',
  413: 'A file larger than its kind allows.',
  415: 'A body sent with a Content-Type other than application/json (or none): it was not read.',
  429: 'Too many calls from this address: try again after the seconds `Retry-After` gives (when the quota window frees a call).',
  500: 'Something went wrong on the server (never a stack trace).',
  503: 'The database cannot be reached now ("The database is unavailable. Try again shortly."): retry later (`Retry-After`).',
};

// A 429's header: the seconds until the quota window that refused the call frees one.
const RETRY_AFTER = { 'Retry-After': { description: 'Whole seconds until the 15-minute window that refused the call ends and frees calls again.', schema: { type: 'integer', minimum: 1 } } };

// Optimistic concurrency (api/lib/preconditions.ts): a record's version in its replies, and the condition a change of one record may send.
const ETAG = { ETag: { description: 'The record’s version, `"<updatedAt>"`: send it as `If-Match` with a change to refuse the change (412) if the record has changed since.', schema: { type: 'string' } } };
/** An optional request header of text. */
const headerParameter = (name: string, description: string) => ({ name, in: 'header', required: false, description, schema: { type: 'string' } });
const IF_MATCH = headerParameter(
  'If-Match',
  'The version of the record this change was made from (its `ETag`), or `*`: if the record has changed since, the call answers 412 and saves nothing. Without it the change is applied whatever the version.',
);

// Every reply names its request (api/lib/request-context.ts); a guarded route's reply, once its token is accepted, names the account it acted for (api/lib/request-log.ts).
const REQUEST_ID = { 'X-Request-Id': { description: 'The request’s id: the caller’s own `X-Request-Id` when it is plain (letters, digits, `.`, `_`, `-`, `:`; at most 128 characters), else a new UUID. The API’s log line for the call carries the same id.', schema: { type: 'string' } } };
const ACTOR_ID = { 'X-Actor-Id': { description: 'The id of the account whose token the call was accepted with (the caller’s own id, which its token already holds), as the API’s log line names it.', schema: { type: 'string' } } };
const REQUEST_ID_PARAMETER = headerParameter(
  'X-Request-Id',
  'An id to trace the call by in the logs; a plain one (letters, digits, `.`, `_`, `-`, `:`; at most 128 characters) is kept and returned, anything else is replaced by a new UUID.',
);
// The statuses a guarded route can answer after it has accepted the token: their replies carry X-Actor-Id.
const AFTER_TOKEN = new Set([200, 201, 400, 403, 404, 409, 412, 413]);

/** Whether a route changes one named record, and so honours `If-Match` and replies with its `ETag`. */
export const changesOneRecord = (route: RouteDef): boolean => !route.refusal && /^\/(update|restore|delete)\//.test(route.path);

// Each a JSON Schema of the input as a client sends it; refinements and transforms the schema cannot say are left out.
const toJson = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
};

// A reply's `data` as the API sends it: the schema's output side.
const outputJson = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return json;
};

// A query parameter arrives as text and is read as a number: its bounds and default are those of the number it becomes.
const queryJson = (schema: z.ZodType): JsonSchema => {
  const input = toJson(schema);
  const output = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as { properties?: Record<string, JsonSchema> };
  const properties = Object.fromEntries(
    Object.entries((input.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => {
      const coerced = output.properties?.[name];
      const numeric = (type: unknown) => type === 'integer' || type === 'number';
      return [name, numeric(property.type) && numeric(coerced?.type) ? coerced : property];
    }),
  );
  return { ...input, properties };
};

const envelope = (data: JsonSchema | undefined): JsonSchema => ({
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { type: 'boolean' }, message: { type: 'string' }, ...(data ? { data } : {}) },
});
const failure: JsonSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { const: false },
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'array', items: { type: ['string', 'integer'] } }, message: { type: 'string' } } } },
  },
};

/** The permission of a route: public, any signed-in account, or a module and action (§6) and the other grants that open it. */
export const permissionOf = (route: RouteDef): Permission =>
  route.public
    ? { public: true }
    : { signedIn: true, module: route.area, action: route.action, alsoAllowed: (route.alsoAllowed ?? []).map((grant) => ({ module: grant.area, action: grant.action })) };

/** The error statuses a route can answer with. */
export function errorStatuses(route: RouteDef): number[] {
  const statuses = new Set<number>([400, 500, 503]);
  if (route.public || route.path === '/login') statuses.add(429);
  if (!route.public) statuses.add(401);
  if (!route.public && route.area) statuses.add(403);
  const named = route.path.includes(':') || /(update|delete|restore)/.test(route.path) || route.method === 'patch';
  if (named) statuses.add(404);
  if (route.refusal) return [401, 403, 409];
  if (route.created || /\/(update|restore|delete)\//.test(route.path)) statuses.add(409);
  if (changesOneRecord(route)) statuses.add(412);
  if (readsJsonBody(route)) statuses.add(415);
  return [...statuses].sort((a, b) => a - b);
}

const describePermission = (permission: Permission): string =>
  'public' in permission
    ? 'Public: no token.'
    : permission.module
      ? `Needs ${permission.action === 'view' ? 'any permission (a read)' : `\`${permission.action}\``} on \`${permission.module}\`${permission.alsoAllowed.length ? ` (or ${permission.alsoAllowed.map((g) => `\`${g.action}\` on \`${g.module}\``).join(', ')})` : ''}; the Admin passes every check.`
      : 'Any signed-in account.';

function operationOf(route: RouteDef): Operation {
  const permission = permissionOf(route);
  const parameters: Record<string, unknown>[] = [...route.path.matchAll(/:(\w+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
  if (changesOneRecord(route)) parameters.push(IF_MATCH);
  parameters.push(REQUEST_ID_PARAMETER);
  const query = route.input?.query ? queryJson(route.input.query) : undefined;
  for (const [name, schema] of Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>)) {
    parameters.push({ name, in: 'query', required: ((query?.required ?? []) as string[]).includes(name), schema: schema as never });
  }
  const success = route.created ? '201' : '200';
  const responses: Record<string, unknown> = route.refusal ? {} : {
    [success]: route.produces
      ? { description: route.produces === 'text/csv' ? 'The file, streamed as it is produced.' : 'A page for people.', content: { [route.produces]: { schema: { type: 'string' } } } }
      : {
          description: 'Done: `message` is the API’s reply, `data` the record or page.',
          headers: { ...REQUEST_ID, ...(route.public ? {} : ACTOR_ID), ...(changesOneRecord(route) || (route.method === 'get' && route.path.includes(':')) ? ETAG : {}) },
          content: { 'application/json': { schema: envelope(route.output ? outputJson(route.output) : {}) } },
        },
  };
  for (const status of errorStatuses(route)) {
    const headers = { ...REQUEST_ID, ...(!route.public && AFTER_TOKEN.has(status) ? ACTOR_ID : {}), ...(status === 429 ? RETRY_AFTER : status === 412 ? ETAG : {}) };
    responses[String(status)] = { description: ERROR_TEXT[status], headers, content: { 'application/json': { schema: failure } } };
  }
  return {
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: `${route.method.toUpperCase()} ${route.path}`,
    description: route.refusal ? `Not offered: the call answers 409 saying why and changes nothing. ${describePermission(permission)}` : describePermission(permission),
    'x-permission': permission,
    security: 'public' in permission ? [] : [{ bearer: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(route.input?.body && !route.refusal ? { requestBody: { required: true, content: { 'application/json': { schema: toJson(route.input.body) } } } } : {}),
    responses,
  };
}

/** `POST /upload`, served beside the route table as multipart: the `path` section first, then the files. */
function uploadOperation(): Operation {
  const responses: Record<string, unknown> = {
    '201': { description: 'Stored: `data` lists each file’s Key (and an image’s size).', headers: { ...REQUEST_ID, ...ACTOR_ID }, content: { 'application/json': { schema: envelope(outputJson(uploadedFilesSchema)) } } },
  };
  for (const status of [400, 401, 403, 413, 500, 503]) {
    responses[String(status)] = { description: ERROR_TEXT[status], headers: { ...REQUEST_ID, ...(AFTER_TOKEN.has(status) ? ACTOR_ID : {}) }, content: { 'application/json': { schema: failure } } };
  }
  return {
    operationId: 'postUpload',
    summary: 'POST /upload',
    description: 'Needs `add` or `edit` on a module the section (`path`) serves; the Admin passes every check. Every section takes JPEG, PNG and WebP images; only `menu` takes PDFs.',
    'x-permission': { signedIn: true, actions: ['add', 'edit'], modulesBySection: SECTION_MODULES },
    security: [{ bearer: [] }],
    parameters: [REQUEST_ID_PARAMETER],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['path', 'files'],
            properties: { path: toJson(mediaSectionSchema), files: { type: 'array', minItems: 1, maxItems: MAX_FILES_PER_UPLOAD, items: { type: 'string', contentMediaType: 'application/octet-stream' } } },
          },
        },
      },
    },
    responses,
  };
}

/** The OpenAPI 3.1 document of `routes`, generated from the zod schemas the handlers validate with. */
export function openApiDocument(routes: readonly RouteDef[]): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[route.method] = operationOf(route);
  }
  paths['/upload'] = { post: uploadOperation() };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Venue back-office REST API',
      version: '1',
      description: 'Every reply is `{ status, message, data }`. Lists take `limit` (1 to 100, default 10; 9 for `/get/galleries` and `/get/eventGallery`, the gallery page size of §9) and `offset` and reply `data: { data, count }`; a limit above 100 is a 400.',
    },
    servers: [{ url: '/api/v1' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
