import { useState } from 'react';
import { useLocation } from 'wouter';
import { CROP_ASPECTS } from '#domain/media';
import { MEDIA_MESSAGES } from '#domain/schemas/media';
import { serviceFormSchema, type ServiceForm as ServiceFormValues } from '#domain/schemas/service';
import { FormScreen } from '../../../components/FormScreen.tsx';
import { ImageCropField } from '../../../components/media/ImageCropField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useForm } from '../../../lib/useForm.ts';

/** The spec gives the icon no ratio; a square crop suits a small icon. */
const ICON_ASPECT = 1;

type Values = { title: string; description: string; image: string; icon: string | null };

/**
 * The service add/edit form (§2.14, §5): Title, Description, a 16:9 image and an optional square
 * icon, each uploaded by its crop field first; Save goes back to the list.
 */
export function ServiceForm({ title, initial, onSave }: { title: string; initial: Values; onSave: (form: ServiceFormValues) => Promise<void> }) {
  const [, navigate] = useLocation();
  const { values, set, field, errorOf, submit, busy } = useForm(serviceFormSchema, initial);
  const [pending, setPending] = useState({ image: false, icon: false });
  const [tried, setTried] = useState(false);

  const held = () => {
    setTried(true);
    return pending.image || pending.icon;
  };
  const save = async (parsed: ServiceFormValues) => {
    await onSave(parsed);
    navigate('/services');
  };
  const cropError = (name: 'image' | 'icon') => (tried && pending[name] ? MEDIA_MESSAGES.saveCrop : errorOf(name));

  return (
    <FormScreen title={title} onSubmit={submit(save, held)} busy={busy} cancelTo="/services">
      <TextField label="Title" {...field('title')} />
      <TextAreaField label="Description" {...field('description')} />
      <ImageCropField
        label="Image"
        section="services"
        aspect={CROP_ASPECTS.service}
        value={values.image}
        onChange={(uploaded) => set({ image: uploaded.Key })}
        onPendingChange={(image) => setPending((p) => ({ ...p, image }))}
        error={cropError('image')}
      />
      <ImageCropField
        label="Icon"
        section="icons"
        aspect={ICON_ASPECT}
        value={values.icon}
        onChange={(uploaded) => set({ icon: uploaded.Key })}
        onPendingChange={(icon) => setPending((p) => ({ ...p, icon }))}
        error={cropError('icon')}
      />
      {values.icon && <Button variant="secondary" onPress={() => set({ icon: null })}>Remove icon</Button>}
    </FormScreen>
  );
}
