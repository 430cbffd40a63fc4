import { addDays } from '#domain/floor/calendar-day';
import type { Db } from '../db/database.ts';
import { categories, categoryRecords, floorTables, sections } from '../db/schema.ts';
import type { DemoMedia } from './images.ts';
import type { Random } from './random.ts';
import { WORDS } from './words.ts';

/** A demo table and the price of its category. */
export interface DemoTable {
  id: string;
  price: number;
}

const TABLES_PER_SECTION = 16;

/**
 * Creation times one second apart, the first row the newest: lists (newest first) show the demo's
 * rows in the order they are written (Main Floor 01, 02 …), not shuffled by one shared instant.
 */
export const listedAs = (now: Date, index: number) => {
  const at = new Date(now.getTime() - (index + 1) * 1000);
  return { createdAt: at, updatedAt: at };
};

/**
 * The venue floor: three sections, four categories with layouts and price records around today
 * (auto-renewal on for three, so tomorrow stays priced), and sixteen tables a section.
 */
export async function makeFloor(db: Db, media: DemoMedia, random: Random, today: string, now: Date): Promise<DemoTable[]> {
  const floors = await db.insert(sections).values(WORDS.sections.map((name, i) => ({ name, ...listedAs(now, i) }))).returning();
  const made = await db
    .insert(categories)
    .values(WORDS.categories.map((c, i) => ({ name: c.name, layoutImage: media.layouts[i % media.layouts.length]!, layoutImageAlt: `${c.name} layout`, autoRenewal: c.autoRenewal, ...listedAs(now, i) })))
    .returning();
  // Two back-to-back records of 14 days each: this week at the list price, the next a little dearer.
  await db.insert(categoryRecords).values(
    made.flatMap((category, i) => {
      const price = WORDS.categories[i]!.price;
      return [
        { categoryId: category.id, fromDate: addDays(today, -7), toDate: addDays(today, 7), price },
        { categoryId: category.id, fromDate: addDays(today, 8), toDate: addDays(today, 22), price: price + 250 },
      ];
    }),
  );
  const rows = floors.flatMap((section, s) =>
    Array.from({ length: TABLES_PER_SECTION }, (_, n) => {
      const c = random.weighted([[0, 5], [1, 4], [2, 2], [3, 1]] as const);
      return {
        name: `${section.name} ${String(n + 1).padStart(2, '0')}`,
        tableNo: String(s * 100 + n + 1),
        capacity: random.int(2, 12),
        sectionId: section.id,
        categoryId: made[c]!.id,
        image: random.pick(media.tables),
        inclusions: [WORDS.inclusions[c]!, ...Array.from({ length: random.int(1, 3) }, () => random.pick(WORDS.inclusions))].filter((v, i, all) => all.indexOf(v) === i),
        isFeatured: random.chance(0.15),
        status: random.chance(0.95) ? 1 : 2,
        price: WORDS.categories[c]!.price,
        ...listedAs(now, s * TABLES_PER_SECTION + n),
      };
    }),
  );
  const tables = await db.insert(floorTables).values(rows.map(({ price: _price, ...row }) => row)).returning({ id: floorTables.id });
  return tables.map((t, i) => ({ id: t.id, price: rows[i]!.price }));
}
