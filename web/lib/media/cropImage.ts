import type { Area } from 'react-easy-crop';
import { CROP_MAX_SIDE_PX } from '#domain/media';

const load = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });

/** Draws the cropped area of an image on a canvas and exports it: JPEG at full quality, or PNG. */
export async function cropImage(src: string, area: Area, format: 'jpeg' | 'png'): Promise<Blob> {
  const image = await load(src);
  const scale = Math.min(1, CROP_MAX_SIDE_PX / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width * scale);
  canvas.height = Math.round(area.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be exported.'))), `image/${format}`, 1),
  );
}
