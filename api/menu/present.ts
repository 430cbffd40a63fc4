import type { menus } from '../db/schema.ts';

type MenuRow = typeof menus.$inferSelect;

/** The REST shape of a menu slot (§3 Menu): `_id`, storage keys or null, ISO timestamps. */
export const presentMenu = (row: MenuRow) => ({
  _id: row.id,
  name: row.name,
  image: row.image,
  pdf: row.pdf,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type MenuView = ReturnType<typeof presentMenu>;
