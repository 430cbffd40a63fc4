import { openAsBlob } from 'node:fs';
import { access, constants, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { MediaSection, UploadedFile } from '#domain/schemas/media';
import { CliError } from '../../lib/cli-error.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { httpFailure } from '../../lib/http-failure.ts';

/** Sends local files to the gateway's /upload (streamed from disk); the reply entries, or a CliError with the exit code. */
export async function uploadRequest(gateway: string, token: string, section: MediaSection, paths: string[]): Promise<UploadedFile[]> {
  const form = new FormData();
  form.set('path', section);
  for (const path of paths) {
    // Checked here: on Node 20 openAsBlob only fails once fetch reads the body, as a bare "Unable to open file as blob".
    const readable = await stat(path)
      .then(async (info) => info.isFile() && (await access(path, constants.R_OK).then(() => true)))
      .catch(() => false);
    if (!readable) throw new CliError(ExitCode.USAGE, `Cannot read ${path}: no such file, or not a readable file`);
    const file = await openAsBlob(path).catch(() => {
      throw new CliError(ExitCode.USAGE, `Cannot read ${path}`);
    });
    form.append('files', file, basename(path));
  }
  let response: Response;
  try {
    response = await fetch(`${gateway}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  } catch (error) {
    throw new CliError(ExitCode.UNREACHABLE, `Cannot reach the gateway at ${gateway}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  const body = ((): { status?: boolean; data?: UploadedFile[] } => {
    try {
      return JSON.parse(text) as { status?: boolean; data?: UploadedFile[] };
    } catch {
      return {};
    }
  })();
  if (response.ok && body.status && body.data) return body.data;
  throw httpFailure(response.status, text);
}
