import { randomUUID } from 'node:crypto';
import type { Db } from '../../api/db/database.ts';
import { media } from '../../api/db/schema.ts';

/** Records an upload row as POST /upload would (no file bytes), so a record may point at its key. */
export async function seedMedia(db: Db, section = 'testing', size = { width: 1600, height: 900 }): Promise<string> {
  const key = `${section}/${randomUUID()}.jpg`;
  await db.insert(media).values({ key, section, contentType: 'image/jpeg', size: 1024, ...size });
  return key;
}
