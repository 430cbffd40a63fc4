import { GalleryList } from './GalleryList.tsx';

/** /galleries/new (the palette's "New gallery image"): the grid with the add dialog open. */
export function GalleryNew() {
  return <GalleryList adding />;
}
