import { services } from '../db/schema.ts';

type ServiceRow = typeof services.$inferSelect;

/** The REST shape of a service (§3): `_id`, ISO timestamps, media Keys or null. */
export const presentService = (row: ServiceRow) => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  icon: row.icon,
  image: row.image,
  sort: row.sort,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type ServiceView = ReturnType<typeof presentService>;
