/** A PNG drawn in the page (600 × 400), as a user's picture named `name`. */
export async function drawnPicture(name = 'layout.png'): Promise<File> {
  const canvas = Object.assign(document.createElement('canvas'), { width: 600, height: 400 });
  canvas.getContext('2d')!.fillRect(0, 0, 600, 400);
  const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}
