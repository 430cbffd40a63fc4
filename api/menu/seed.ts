import type { Db } from '../db/database.ts';
import { menus } from '../db/schema.ts';

/** The fixed menu slots the venue starts with; staff rename them and attach an image and a PDF. */
export const MENU_SLOTS = ['Food', 'Drinks', 'Shisha'] as const;

/** Creates any missing slot; safe on every start and with replicas starting at once (position is unique). */
export async function seedMenus(db: Db): Promise<void> {
  await db
    .insert(menus)
    .values(MENU_SLOTS.map((name, index) => ({ name, position: index + 1 })))
    .onConflictDoNothing({ target: menus.position });
}
