import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { TestApi } from './api.ts';
import { snapshotDb } from './db-snapshot.ts';
import { uploadFiles, type UploadPart } from './media-files.ts';

/** Every file under a folder, recursively (temporary files included). */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Asserts a refused upload through the API's /upload: the status, the exact message, no row
 * written (security events aside: tests that expect one read them) and no file left in the store.
 */
export async function expectUploadRefused(
  api: TestApi,
  storedFiles: () => string[],
  upload: { section: string; parts: UploadPart[]; token?: string },
  status: number,
  message: string,
): Promise<void> {
  const before = await snapshotDb(api.db);
  const filesBefore = storedFiles();
  const reply = await uploadFiles(api.url, '/api/v1/upload', upload.section, upload.parts, upload.token ?? api.adminToken);
  expect(reply).toEqual({ status, body: { status: false, message } });
  expect(await snapshotDb(api.db)).toEqual(before);
  expect(storedFiles()).toEqual(filesBefore);
}
