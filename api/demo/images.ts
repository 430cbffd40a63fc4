import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MEDIA_KINDS } from '#domain/media';
import type { MediaSection } from '#domain/schemas/media';
import type { Db } from '../db/database.ts';
import { media } from '../db/schema.ts';
import { pdfBytes } from '../media/pdf-bytes.ts';
import { pngFromRows, type Rgb } from '../media/png-bytes.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { Random } from './random.ts';

// Night-time palettes: the top of the sky, the floor, the lights.
const PALETTES: readonly (readonly [Rgb, Rgb, Rgb])[] = [
  [[46, 12, 78], [6, 4, 18], [255, 70, 170]],
  [[8, 44, 80], [2, 6, 20], [70, 220, 255]],
  [[80, 18, 26], [10, 2, 6], [255, 180, 70]],
  [[10, 60, 48], [2, 10, 10], [130, 255, 180]],
  [[70, 44, 10], [12, 6, 2], [255, 222, 130]],
  [[42, 14, 80], [4, 2, 16], [125, 145, 255]],
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)];

/** A poster of a night at the venue: a sky fading to the floor, lit by a few spotlights. */
function poster(width: number, height: number, random: Random): Buffer {
  const [sky, floor, light] = random.pick(PALETTES);
  const lights = Array.from({ length: random.int(2, 4) }, () => ({ x: random.next() * width, y: random.next() * height * 0.7, r2: ((0.25 + random.next() * 0.4) * Math.max(width, height)) ** 2 }));
  return pngFromRows(width, height, (y, out, at) => {
    const base = mix(sky, floor, y / height);
    // Fine horizontal lines on the lower third, like a dance floor.
    const lines = y > height * 0.66 && y % 12 < 2 ? 0.15 : 0;
    for (let x = 0; x < width; x += 1) {
      let glow = lines;
      for (const l of lights) {
        const near = 1 - ((x - l.x) ** 2 + (y - l.y) ** 2) / l.r2;
        if (near > 0) glow += near * near * near * 0.85;
      }
      const t = Math.min(1, glow);
      out[at++] = base[0] + (light[0] - base[0]) * t;
      out[at++] = base[1] + (light[1] - base[1]) * t;
      out[at++] = base[2] + (light[2] - base[2]) * t;
    }
  });
}

/** A round badge on a dark square: icons of services, brands and anthems. */
function badge(size: number, random: Random): Buffer {
  const [sky, floor, light] = random.pick(PALETTES);
  const c = size / 2;
  return pngFromRows(size, size, (y, out, at) => {
    for (let x = 0; x < size; x += 1, at += 3) {
      const d = Math.sqrt((x - c) ** 2 + (y - c) ** 2) / c;
      out.set(d < 0.62 ? mix(light, sky, d / 0.62) : d < 0.7 ? light : mix(floor, sky, y / size), at);
    }
  });
}

/** A floor plan: rows of round tables on a dark floor (a category's layout). */
function floorPlan(width: number, height: number, random: Random): Buffer {
  const [sky, floor, light] = random.pick(PALETTES);
  const step = Math.round(width / 7);
  return pngFromRows(width, height, (y, out, at) => {
    const ground = mix(sky, floor, y / height);
    const cy = (Math.floor(y / step) + 0.5) * step;
    for (let x = 0; x < width; x += 1, at += 3) {
      const cx = (Math.floor(x / step) + 0.5) * step;
      out.set((x - cx) ** 2 + (y - cy) ** 2 < (step * 0.28) ** 2 && y > step * 0.6 ? light : ground, at);
    }
  });
}

/** The keys of the demo's pictures, a few per use, shared by every record of that use. */
export interface DemoMedia {
  layouts: string[];
  tables: string[];
  events: string[];
  brands: string[];
  icons: string[];
  anthems: string[];
  services: string[];
  gallery: { key: string; width: number; height: number }[];
  memories: { key: string; width: number; height: number }[];
  follows: string[];
  menus: { image: string; pdf: string }[];
}

type DemoFile = { key: string; section: MediaSection; bytes: Buffer; kind: (typeof MEDIA_KINDS)[keyof typeof MEDIA_KINDS]; size?: { width: number; height: number } };

/**
 * Writes the demo's pictures (small PNGs, and the menus' PDFs) into the media store, each with its
 * media row in its own upload section, as an upload would: records may only point at those. The
 * pictures are drawn first (in one order, so a seed always draws the same ones), then written at
 * once and recorded in one insert: on the embedded default this is part of the first start.
 */
export async function storeDemoMedia(db: Db, storage: MediaStorage, random: Random): Promise<DemoMedia> {
  const files: DemoFile[] = [];
  const add = (section: MediaSection, bytes: Buffer, size?: { width: number; height: number }) => {
    const kind = size ? MEDIA_KINDS.png : MEDIA_KINDS.pdf;
    const key = `${section}/${randomUUID()}.${kind.ext}`;
    files.push({ key, section, bytes, kind, size });
    return key;
  };
  const many = (n: number, section: MediaSection, width: number, height: number, draw = poster) => Array.from({ length: n }, () => add(section, draw(width, height, random), { width, height }));
  const shaped = (n: number, section: MediaSection) =>
    Array.from({ length: n }, (_, i) => {
      const [width, height] = i % 3 === 2 ? [300, 450] : [450, 300];
      return { key: add(section, poster(width, height, random), { width, height }), width, height };
    });
  const made: DemoMedia = {
    layouts: many(4, 'category', 450, 300, floorPlan),
    tables: many(3, 'tables', 332, 200),
    events: many(5, 'events', 300, 400),
    brands: many(4, 'intellectualProperties', 320, 180),
    icons: Array.from({ length: 4 }, () => add('icons', badge(96, random), { width: 96, height: 96 })),
    anthems: many(2, 'weekAnthems', 480, 270),
    services: many(2, 'services', 480, 270),
    gallery: shaped(6, 'gallery'),
    memories: shaped(4, 'eventMemories'),
    follows: many(2, 'follows', 300, 400),
    menus: ['Food', 'Drinks', 'Shisha'].map((name) => ({ image: add('menu', poster(268, 400, random), { width: 268, height: 400 }), pdf: add('menu', pdfBytes(`${name} menu`)) })),
  };
  await Promise.all(files.map((file) => storage.put(file.key, Readable.from([file.bytes]), file.kind.contentType)));
  await db.insert(media).values(files.map(({ key, section, bytes, kind, size }) => ({ key, section, contentType: kind.contentType, size: bytes.length, width: size?.width ?? null, height: size?.height ?? null })));
  return made;
}
