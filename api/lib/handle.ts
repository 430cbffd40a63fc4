import type { RequestHandler } from 'express';
import { can, canRead } from '#domain/permissions';
import { recordSecurityEvent } from '../audit/security.ts';
import { authenticate } from '../auth/authenticate.ts';
import { HttpError } from './http-error.ts';
import { noteActor } from './request-log.ts';
import { FORBIDDEN } from './messages.ts';
import type { ApiDeps, Grant, Reply, RouteDef } from './route.ts';
import { sendFile } from './send-file.ts';
import { tagOf } from './preconditions.ts';

// A page of the API's own is static: no script, no frame, no referrer (its URL may carry a token), never cached.
const HTML_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/**
 * Runs one route: token and permission checks (§6) for guarded routes, then the envelope. The
 * permission check comes before the handler reads the body, so a refused call learns nothing.
 */
export function handle(route: RouteDef, deps: ApiDeps): RequestHandler {
  return async (req, res) => {
    const input = { body: req.body as unknown, query: req.query as unknown, params: req.params as Record<string, string>, ip: req.ip ?? '', header: (name: string) => req.get(name) };
    let reply: Reply;
    if (route.public) {
      reply = await route.handler(input, deps);
    } else {
      const actor = await authenticate(req.get('authorization'), deps);
      noteActor(res, actor.id);
      const principal = { accountType: actor.accountType, permissions: actor.role.permissions };
      const allowed = (grant: Grant) => (grant.action === 'view' ? canRead(principal, grant.area) : can(principal, grant.area, grant.action));
      if (route.area && !allowed({ area: route.area, action: route.action }) && !route.alsoAllowed?.some(allowed)) {
        await recordSecurityEvent(deps.db, deps.logger, {
          action: 'forbidden',
          actorId: actor.id,
          subject: `${route.method.toUpperCase()} ${route.path}`,
          detail: { area: route.area, needed: route.action, ip: input.ip },
        });
        throw new HttpError(403, FORBIDDEN);
      }
      reply = await route.handler({ ...input, actor }, deps);
    }
    if (reply.headers) res.set(reply.headers);
    // One record's reply names its version, for a later change's `If-Match` (api/lib/preconditions.ts).
    const record = reply.data as { _id?: unknown; updatedAt?: unknown } | undefined;
    if (record && typeof record === 'object' && typeof record._id === 'string' && typeof record.updatedAt === 'string') res.set('ETag', tagOf(record.updatedAt));
    if (reply.file) await sendFile(res, reply.file, deps.logger);
    else if (reply.html !== undefined) res.status(reply.httpStatus ?? 200).set(HTML_HEADERS).type('html').send(reply.html);
    else res.status(reply.httpStatus ?? 200).json({ status: true, message: reply.message, data: reply.data });
  };
}
