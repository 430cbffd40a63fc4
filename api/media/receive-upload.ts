import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { MAX_PDF_BYTES } from '#domain/limits';
import { MAX_FILES_PER_UPLOAD, MEDIA_MESSAGES, mediaSectionSchema, type MediaSection } from '#domain/schemas/media';
import { HttpError } from '../lib/http-error.ts';
import { validate } from '../lib/validate.ts';
import type { MediaStorage } from './storage.ts';
import { storeFile, type StoredFile } from './store-file.ts';

const LIMITS = { files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1024, fileSize: MAX_PDF_BYTES + 1 };

/**
 * Parses a multipart upload as it arrives: the `path` field, then each `files` part streamed to
 * storage. `allow` vets the section before any file is written. On the first failure parsing
 * stops, files in flight are abandoned, every file already written is deleted and the error thrown.
 */
export function receiveUpload(
  req: IncomingMessage,
  storage: MediaStorage,
  allow: (section: MediaSection) => void,
): Promise<{ section: MediaSection; files: StoredFile[] }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: LIMITS });
    } catch {
      reject(new HttpError(400, MEDIA_MESSAGES.malformed));
      return;
    }
    let section: MediaSection | undefined;
    let failure: unknown;
    let settled = false;
    const active = new Set<Readable>();
    const pending: Promise<StoredFile | undefined>[] = [];

    const settle = async () => {
      if (settled) return;
      settled = true;
      const files = (await Promise.all(pending)).filter((f): f is StoredFile => !!f);
      if (!failure && !section) failure = new HttpError(400, MEDIA_MESSAGES.badSection);
      if (!failure && files.length === 0) failure = new HttpError(400, MEDIA_MESSAGES.noFile);
      if (!failure && section) return resolve({ section, files });
      await Promise.allSettled(files.map((f) => storage.delete(f.key)));
      reject(failure);
    };
    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      req.unpipe(parser);
      for (const stream of active) stream.destroy(error instanceof Error ? error : undefined);
      void settle();
    };

    parser.on('field', (name, value) => {
      if (name !== 'path') return;
      // One section per request: a second `path` would file the parts before it under a folder they were not stored in.
      if (section) return fail(new HttpError(400, MEDIA_MESSAGES.onePath));
      try {
        section = validate(mediaSectionSchema, value);
        allow(section);
      } catch (error) {
        fail(error);
      }
    });
    parser.on('file', (name, stream, info) => {
      if (failure || name !== 'files') return void stream.resume();
      if (!section) {
        stream.resume();
        return fail(new HttpError(400, MEDIA_MESSAGES.sectionFirst));
      }
      active.add(stream);
      const stored = storeFile(storage, section, stream, { filename: info.filename, mimeType: info.mimeType });
      pending.push(
        stored.then(
          (file) => (active.delete(stream), file),
          (error: unknown) => (active.delete(stream), fail(error), undefined),
        ),
      );
    });
    parser.on('filesLimit', () => fail(new HttpError(400, MEDIA_MESSAGES.tooManyFiles)));
    parser.on('error', () => fail(new HttpError(400, MEDIA_MESSAGES.malformed)));
    parser.on('close', () => void settle());
    req.on('aborted', () => fail(new HttpError(400, MEDIA_MESSAGES.malformed)));
    req.pipe(parser);
  });
}
