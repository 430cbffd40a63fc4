import { Form } from 'react-aria-components';
import { CROP_ASPECTS } from '#domain/media';
import { FormFieldView } from '../../../components/form/FormFieldView.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import type { FormField } from '../../../lib/form/FormField.ts';
import { useFormEngine } from '../../../lib/form/useFormEngine.ts';
import { galleriesApi } from '../api.ts';
import { galleryImageSchema, type GalleryImageInput } from '../galleryImageSchema.ts';

type Orientation = GalleryImageInput['orientation'];
const ASPECTS: Record<Orientation, number> = { PORTRAIT: CROP_ASPECTS.galleryPortrait, LANDSCAPE: CROP_ASPECTS.galleryLandscape };

/** The picture being edited, or null to add one. */
export type EditedPicture = { id: string; image: string; orientation: Orientation } | null;

/**
 * Add or edit a gallery picture (§2.14, §9): choose portrait or landscape, crop at 2:3 or 3:2 and
 * upload, then save. Changing the orientation asks for a new crop of that shape.
 */
export function GalleryImageDialog({ picture, onClose, onSaved }: { picture: EditedPicture; onClose: () => void; onSaved: () => void }) {
  const engine = useFormEngine(galleryImageSchema, { image: picture?.image ?? '', orientation: picture?.orientation ?? 'PORTRAIT' }, []);
  const orientation = engine.values.orientation as Orientation;
  const image: FormField<GalleryImageInput> = { kind: 'image', name: 'image', label: 'Image', section: 'gallery', aspect: ASPECTS[orientation] };

  const turn = (next: Orientation) => engine.set({ orientation: next, image: next === picture?.orientation ? picture.image : '' });
  const save = async (parsed: object) => {
    const input = parsed as GalleryImageInput;
    await (picture ? galleriesApi.update(picture.id, input) : galleriesApi.create(input));
    onSaved();
  };

  return (
    <Modal isOpen onClose={onClose} title={picture ? 'Edit Gallery Image' : 'Add Gallery Image'}>
      <Form className="gallery-form" onSubmit={engine.submit(save)} validationBehavior="aria">
        <fieldset className="gallery-form__orientation">
          <legend className="field__label">Orientation</legend>
          {(['PORTRAIT', 'LANDSCAPE'] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="orientation" checked={orientation === option} onChange={() => turn(option)} />{' '}
              {option === 'PORTRAIT' ? 'Portrait (2:3)' : 'Landscape (3:2)'}
            </label>
          ))}
        </fieldset>
        <FormFieldView key={orientation} field={image} engine={engine} />
        <footer className="modal__actions">
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
          <Button type="submit" isPending={engine.busy}>Save</Button>
        </footer>
      </Form>
    </Modal>
  );
}
