import { FOLLOW_SLOTS } from '#domain/schemas/follow';
import type { Db } from '../db/database.ts';
import { follows } from '../db/schema.ts';

/** Creates any missing Follow Us slot; safe on every start and with replicas starting at once (position is unique). */
export async function seedFollows(db: Db): Promise<void> {
  const slots = Array.from({ length: FOLLOW_SLOTS }, (_, index) => ({ position: index + 1 }));
  await db.insert(follows).values(slots).onConflictDoNothing({ target: follows.position });
}
