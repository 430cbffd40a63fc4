import { useState } from 'react';
import { CROP_ASPECTS } from '#domain/media';
import { MEDIA_MESSAGES } from '#domain/schemas/media';
import { ImageCropField } from '../../../components/media/ImageCropField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { saveGalleryImage, type GalleryImageInput } from '../api/saveGalleryImage.ts';

type Orientation = GalleryImageInput['orientation'];
const ASPECTS: Record<Orientation, number> = { PORTRAIT: CROP_ASPECTS.galleryPortrait, LANDSCAPE: CROP_ASPECTS.galleryLandscape };
const IMAGE_REQUIRED = 'Image is required';

/** The picture being edited, or null to add one. */
export type EditedPicture = { id: string; image: string; orientation: Orientation } | null;

/**
 * Add or edit a gallery picture (§2.14, §9): choose portrait or landscape, crop at 2:3 or 3:2 and
 * upload, then save. Changing the orientation asks for a new crop of that shape.
 */
export function GalleryImageDialog({ picture, onClose, onSaved }: { picture: EditedPicture; onClose: () => void; onSaved: () => void }) {
  const [orientation, setOrientation] = useState<Orientation>(picture?.orientation ?? 'PORTRAIT');
  const [image, setImage] = useState(picture?.image ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const turn = (next: Orientation) => {
    setOrientation(next);
    setImage(next === picture?.orientation ? picture.image : '');
    setError(undefined);
  };
  const save = async () => {
    if (pending) return setError(MEDIA_MESSAGES.saveCrop);
    if (!image) return setError(IMAGE_REQUIRED);
    setBusy(true);
    try {
      await saveGalleryImage(picture?.id ?? null, { image, orientation });
      onSaved();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Modal isOpen onClose={onClose} title={picture ? 'Edit Gallery Image' : 'Add Gallery Image'}>
      <div className="gallery-form">
        <fieldset className="gallery-form__orientation">
          <legend className="field__label">Orientation</legend>
          {(['PORTRAIT', 'LANDSCAPE'] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="orientation" checked={orientation === option} onChange={() => turn(option)} />{' '}
              {option === 'PORTRAIT' ? 'Portrait (2:3)' : 'Landscape (3:2)'}
            </label>
          ))}
        </fieldset>
        <ImageCropField
          key={orientation}
          label="Image"
          section="gallery"
          aspect={ASPECTS[orientation]}
          value={image}
          onChange={(uploaded) => {
            setImage(uploaded.Key);
            setError(undefined);
          }}
          onPendingChange={setPending}
          error={error}
        />
        <footer className="modal__actions">
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
          <Button onPress={() => void save()} isPending={busy}>Save</Button>
        </footer>
      </div>
    </Modal>
  );
}
