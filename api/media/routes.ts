import { finished, pipeline } from 'node:stream/promises';
import express, { type Request, type Response } from 'express';
import { can, isAdmin } from '#domain/permissions';
import { MEDIA_KEY, MEDIA_MESSAGES, SECTION_MODULES, type MediaSection, type UploadedFile } from '#domain/schemas/media';
import { recordSecurityEvent, type SecurityEvent } from '../audit/security.ts';
import { authenticate } from '../auth/authenticate.ts';
import { HttpError } from '../lib/http-error.ts';
import { FORBIDDEN, ROUTE_NOT_FOUND } from '../lib/messages.ts';
import { noteActor } from '../lib/request-log.ts';
import type { Actor, ApiDeps } from '../lib/route.ts';
import { receiveUpload } from './receive-upload.ts';
import { findMediaType, recordMedia } from './repository.ts';

const MEDIA_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Cross-Origin-Resource-Policy': 'same-site',
};

/**
 * Largest refused upload that is read to its end before the reply: a client still sending when
 * the connection closes sees a broken pipe, not the reply. A longer (or unannounced) body is
 * answered at once and its connection closed, so nobody can make the server read without end.
 */
export const UPLOAD_DRAIN_BYTES = 32 * 1024 * 1024;

/** Reads and drops the rest of a refused upload where its declared length allows; else closes after the reply. */
async function finishReading(req: Request, res: Response): Promise<void> {
  if (req.complete) return;
  const declared = Number(req.get('content-length'));
  req.resume();
  if (Number.isSafeInteger(declared) && declared <= UPLOAD_DRAIN_BYTES) await finished(req).catch(() => undefined);
  else res.set('Connection', 'close');
}

/** §6 applied to a section: add or edit on one of the modules it serves. */
function maySection(actor: Actor, section: MediaSection): boolean {
  const principal = { accountType: actor.accountType, permissions: actor.role.permissions };
  return isAdmin(principal) || SECTION_MODULES[section].some((area) => can(principal, area, 'add') || can(principal, area, 'edit'));
}

async function upload(req: Request, res: Response, deps: ApiDeps): Promise<void> {
  let forbidden: SecurityEvent | undefined;
  try {
    const actor = await authenticate(req.get('authorization'), deps);
    noteActor(res, actor.id);
    const { section, files } = await receiveUpload(req, deps.storage, (s) => {
      if (maySection(actor, s)) return;
      forbidden = { action: 'forbidden', actorId: actor.id, subject: 'POST /upload', detail: { section: s, areas: SECTION_MODULES[s], needed: 'add or edit', ip: req.ip ?? '' } };
      throw new HttpError(403, FORBIDDEN);
    });
    try {
      await recordMedia(deps.db, actor.id, section, files);
    } catch (error) {
      await Promise.allSettled(files.map((f) => deps.storage.delete(f.key)));
      throw error;
    }
    const data: UploadedFile[] = files.map((f) => (f.kind.isImage ? { Key: f.key, width: f.width, height: f.height } : { Key: f.key }));
    res.status(201).json({ status: true, message: MEDIA_MESSAGES.uploaded, data });
  } catch (error) {
    // A refused section is a refused request, in the security trail as every route's 403 is (api/lib/handle.ts).
    if (forbidden) await recordSecurityEvent(deps.db, deps.logger, forbidden);
    await finishReading(req, res);
    throw error;
  }
}

async function serve(req: Request, res: Response, deps: ApiDeps): Promise<void> {
  const key = (req.params.key as unknown as string[]).join('/');
  const contentType = MEDIA_KEY.test(key) ? await findMediaType(deps.db, key) : undefined;
  const stored = contentType ? await deps.storage.open(key) : undefined;
  if (!contentType || !stored) throw new HttpError(404, ROUTE_NOT_FOUND);
  res.set({ ...MEDIA_HEADERS, 'Content-Type': contentType, 'Content-Length': String(stored.size) });
  if (req.method === 'HEAD') {
    stored.body.destroy();
    res.end();
    return;
  }
  // A client going away mid-file is not an error worth a log line.
  await pipeline(stored.body, res).catch(() => undefined);
}

/** `POST /api/v1/upload` (multipart, signed in) and `GET /media/<key>` (public, immutable). */
export function mediaRoutes(deps: ApiDeps): express.Router {
  const router = express.Router();
  router.post('/api/v1/upload', (req, res) => upload(req, res, deps));
  router.get('/media/*key', (req, res) => serve(req, res, deps));
  return router;
}
