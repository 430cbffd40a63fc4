import type { follows } from '../db/schema.ts';

type FollowRow = typeof follows.$inferSelect;

/** The REST shape of a Follow Us slot (§3): `_id`, image key or null, status, plus its fixed position. */
export const presentFollow = (row: FollowRow) => ({
  _id: row.id,
  position: row.position,
  image: row.image,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type FollowView = ReturnType<typeof presentFollow>;
