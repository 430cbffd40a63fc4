import type { z } from 'zod';
import type { MediaSection } from '#domain/schemas/media';
import type { FormField } from '../../lib/form/FormField.ts';
import { useFormEngine } from '../../lib/form/useFormEngine.ts';
import { pictureSchema, type PictureInput, type PictureOrientation } from '../../lib/media/pictureSchema.ts';
import { FormFieldView } from '../form/FormFieldView.tsx';
import { FormDialog } from '../FormDialog.tsx';
import type { Reload } from '../../lib/useOneSave.ts';

/** The picture being edited (its `updatedAt` the version the edit is made from), or null to add one. */
export type EditedPicture = { id: string; image: string; orientation: PictureOrientation; updatedAt: string } | null;

/**
 * Add or edit a picture (§2.14, §9): choose portrait or landscape, crop at that aspect and upload
 * to `section`, then save. Changing the orientation asks for a new crop of that shape. `fields`
 * come first (e.g. the event a new memory belongs to), checked by `schema` with the picture's own.
 * Adding submits with the dialog's title ("Add Gallery Image"), editing with Save. Closing it with a
 * change (a field, the orientation, a picture chosen and not yet saved) asks first (FormDialog).
 * An edit sends the picture's version; refused because someone saved the picture since, it offers
 * `onReload` and Save anyway.
 */
export function PictureDialog<Extra extends object = object>({ title, section, aspects, picture, fields = [], schema, initial, onSave, onReload, onClose }: {
  title: string;
  section: MediaSection;
  aspects: Record<PictureOrientation, number>;
  picture: EditedPicture;
  fields?: readonly FormField<Extra>[];
  schema?: z.ZodType<PictureInput & Extra>;
  initial?: Extra;
  onSave: (input: PictureInput & Extra, expectedUpdatedAt?: string) => Promise<unknown>;
  onReload?: Reload;
  onClose: () => void;
}) {
  const start = { ...initial, image: picture?.image ?? '', orientation: picture?.orientation ?? 'PORTRAIT' };
  const engine = useFormEngine((schema ?? pictureSchema) as z.ZodType<object>, start, fields, picture?.updatedAt);
  const orientation = engine.values.orientation as PictureOrientation;
  const image: FormField<PictureInput> = { kind: 'image', name: 'image', label: 'Image', section, aspect: aspects[orientation] };

  const turn = (next: PictureOrientation) => engine.set({ orientation: next, image: next === picture?.orientation ? picture.image : '' });
  const save = async (parsed: object, expectedUpdatedAt?: string) => {
    await onSave(parsed as PictureInput & Extra, expectedUpdatedAt);
  };

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      unsaved={{ values: engine.values, initial: start, chosen: engine.chosen }}
      onSubmit={engine.submit(save)}
      busy={engine.busy}
      submitLabel={picture ? 'Save' : title}
      className="picture-form"
      stale={engine.stale}
      onReload={onReload}
    >
      {fields.map((field, index) => <FormFieldView key={index} field={field} engine={engine} />)}
      <fieldset className="picture-form__orientation">
        <legend className="field__label">Orientation</legend>
        {(['PORTRAIT', 'LANDSCAPE'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="orientation" checked={orientation === option} onChange={() => turn(option)} />{' '}
            {option === 'PORTRAIT' ? 'Portrait (2:3)' : 'Landscape (3:2)'}
          </label>
        ))}
      </fieldset>
      <FormFieldView key={orientation} field={image} engine={engine} />
    </FormDialog>
  );
}
