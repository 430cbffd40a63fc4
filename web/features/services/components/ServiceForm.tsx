import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import { CROP_ASPECTS } from '#domain/media';
import { MEDIA_MESSAGES } from '#domain/schemas/media';
import { serviceFormSchema, type ServiceForm as ServiceFormValues } from '#domain/schemas/service';
import { ImageCropField } from '../../../components/media/ImageCropField.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';

/** The spec gives the icon no ratio; a square crop suits a small icon. */
const ICON_ASPECT = 1;

type Values = { title: string; description: string; image: string; icon: string | null };

/**
 * The service add/edit form (§2.14, §5): Title, Description, a 16:9 image and an optional square
 * icon, each uploaded by its crop field first; Save goes back to the list.
 */
export function ServiceForm({ title, initial, onSave }: { title: string; initial: Values; onSave: (form: ServiceFormValues) => Promise<void> }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState(initial);
  const [pending, setPending] = useState({ image: false, icon: false });
  const [busy, setBusy] = useState(false);
  const { errorOf, touch, touchAll, parse } = useFieldErrors(serviceFormSchema, values);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const [tried, setTried] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    touchAll();
    setTried(true);
    const parsed = parse();
    if (!parsed || pending.image || pending.icon) return;
    setBusy(true);
    try {
      await onSave(parsed);
      navigate('/services');
    } catch {
      setBusy(false);
    }
  };
  const cropError = (field: 'image' | 'icon') => (tried && pending[field] ? MEDIA_MESSAGES.saveCrop : errorOf(field));

  return (
    <main className="screen">
      <PageHeader title={title} />
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <TextField label="Title" value={values.title} onChange={(text) => set({ title: text })} onBlur={() => touch('title')} error={errorOf('title')} />
        <TextAreaField label="Description" value={values.description} onChange={(text) => set({ description: text })} onBlur={() => touch('description')} error={errorOf('description')} />
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
        <div className="form-actions">
          <Button type="submit" isPending={busy}>Save</Button>
          <Button variant="secondary" onPress={() => navigate('/services')}>Cancel</Button>
        </div>
      </Form>
    </main>
  );
}
