import { SOMETHING_WENT_WRONG } from '#domain/messages';
import type { MediaSection, UploadedFile } from '#domain/schemas/media';
import { expireSession } from '../expireSession.ts';
import { session } from '../session.ts';
import { NotifiedError, toastError } from '../toasts.ts';

/**
 * Uploads one file to `/upload` into a content section with the session's token and returns its
 * `{ Key, width, height }`. Failures are toasted (the server's message) and thrown as NotifiedError.
 */
export async function uploadFile(section: MediaSection, file: Blob, filename = 'upload'): Promise<UploadedFile> {
  const form = new FormData();
  // The server reads `path` before the files, so it goes first.
  form.set('path', section);
  form.set('files', file, filename);
  let status = 0;
  let body: { status?: boolean; message?: string; data?: UploadedFile[] } = {};
  try {
    const response = await fetch('/upload', { method: 'POST', headers: session.token ? { Authorization: `Bearer ${session.token}` } : {}, body: form });
    status = response.status;
    body = (await response.json()) as typeof body;
  } catch {
    // No reply body: the generic message below.
  }
  const uploaded = body.data?.[0];
  if (body.status && uploaded) return uploaded;
  if (status === 401) throw expireSession();
  const message = body.message || SOMETHING_WENT_WRONG;
  toastError(message);
  throw new NotifiedError(message, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT');
}
