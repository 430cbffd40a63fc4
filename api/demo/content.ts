import { asc, eq } from 'drizzle-orm';
import { GALLERY_PAGE_SIZE } from '#domain/limits';
import { orientationOf } from '#domain/media';
import { galleryMeta } from '#domain/schemas/gallery';
import type { Db } from '../db/database.ts';
import { follows, galleries, menus, services } from '../db/schema.ts';
import type { DemoMedia } from './images.ts';
import { WORDS } from './words.ts';

/** The venue's site content: four services, a full first page of the gallery, the Follow Us images and the three menus with their PDFs. */
export async function makeContent(db: Db, media: DemoMedia): Promise<void> {
  await db.insert(services).values(WORDS.services.map((s, i) => ({ ...s, icon: media.icons[i % media.icons.length]!, image: media.services[i % media.services.length]!, sort: i + 1 })));
  const pictures = Array.from({ length: GALLERY_PAGE_SIZE }, (_, i) => media.gallery[i % media.gallery.length]!);
  await db.insert(galleries).values(pictures.map((picture) => ({ image: picture.key, metaData: galleryMeta(orientationOf(picture)) })));
  const slots = await db.select({ id: follows.id }).from(follows).orderBy(asc(follows.position));
  for (const [i, slot] of slots.entries()) await db.update(follows).set({ image: media.follows[i % media.follows.length]!, updatedAt: new Date() }).where(eq(follows.id, slot.id));
  const menuSlots = await db.select({ id: menus.id }).from(menus).orderBy(asc(menus.position));
  for (const [i, slot] of menuSlots.entries()) {
    const files = media.menus[i % media.menus.length]!;
    await db.update(menus).set({ image: files.image, pdf: files.pdf, updatedAt: new Date() }).where(eq(menus.id, slot.id));
  }
}
