import { CROP_ASPECTS } from '#domain/media';
import { PictureGrid } from '../../../components/media/PictureGrid.tsx';
import { galleriesApi } from '../api.ts';

const ASPECTS = { PORTRAIT: CROP_ASPECTS.galleryPortrait, LANDSCAPE: CROP_ASPECTS.galleryLandscape };

/** The Gallery screen (§2.14, §9): a 3-column grid, 9 a page; `adding` opens the add dialog (/galleries/new). */
export function GalleryList({ adding = false }: { adding?: boolean }) {
  return <PictureGrid title="Gallery" noun="Gallery image" access="galleries" section="gallery" aspects={ASPECTS} calls={galleriesApi} adding={adding} closeTo="/galleries" />;
}
