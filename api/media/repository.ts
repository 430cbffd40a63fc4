import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { media } from '../db/schema.ts';
import type { StoredFile } from './store-file.ts';

/** Records the stored files (and their audit rows) in one transaction. */
export async function recordMedia(db: Db, actorId: string, section: string, files: StoredFile[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const file of files) {
      const row = { key: file.key, section, contentType: file.kind.contentType, size: file.size, width: file.width ?? null, height: file.height ?? null };
      await tx.insert(media).values({ ...row, createdBy: actorId });
      await recordAudit(tx, { actorId, action: 'upload', area: 'media', recordId: file.key, before: null, after: row });
    }
  });
}

/** The content type a key was stored with, or undefined when no upload made it. */
export async function findMediaType(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ contentType: media.contentType }).from(media).where(eq(media.key, key));
  return row?.contentType;
}
