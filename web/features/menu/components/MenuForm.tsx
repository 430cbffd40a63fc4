import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import { CROP_ASPECTS } from '#domain/media';
import { menuFormSchema } from '#domain/schemas/menu';
import { MEDIA_MESSAGES } from '#domain/schemas/media';
import { ImageCropField } from '../../../components/media/ImageCropField.tsx';
import { PdfField } from '../../../components/media/PdfField.tsx';
import { uploadFile } from '../../../components/media/uploadFile.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { updateMenu } from '../api/updateMenu.ts';

interface SavedMenu {
  id: string;
  name: string;
  image?: string | null;
  pdf?: string | null;
}

/**
 * The menu edit form (§2.8): Name, a cropped image (uploaded by its field) and a PDF (uploaded
 * here on save). A failed upload is toasted and the chosen file stays, so Save can be pressed again.
 */
export function MenuForm({ menu }: { menu: SavedMenu }) {
  const [, navigate] = useLocation();
  const [name, setName] = useState(menu.name);
  const [image, setImage] = useState<string>();
  const [cropPending, setCropPending] = useState(false);
  const [pdfFile, setPdfFile] = useState<File | null>(null);
  const [pdfKey, setPdfKey] = useState<string>();
  const [pdfError, setPdfError] = useState<string>();
  const [imageError, setImageError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { errorOf, touch, touchAll, parse } = useFieldErrors(menuFormSchema, { name });

  const choosePdf = (file: File | null) => {
    setPdfFile(file);
    setPdfKey(undefined);
    setPdfError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    touchAll();
    const parsed = parse();
    const hasPdf = !!(pdfFile || menu.pdf);
    setPdfError(hasPdf ? undefined : MEDIA_MESSAGES.selectPdf);
    setImageError(cropPending ? MEDIA_MESSAGES.saveCrop : undefined);
    if (!parsed || !hasPdf || cropPending) return;
    setBusy(true);
    try {
      // An uploaded PDF is kept, so a failed save does not upload it twice.
      const pdf = pdfKey ?? (pdfFile ? (await uploadFile('menu', pdfFile, pdfFile.name)).Key : undefined);
      setPdfKey(pdf);
      await updateMenu(menu.id, { name: parsed.name, image, pdf });
      navigate('/menu');
    } catch {
      setBusy(false);
    }
  };

  return (
    <main className="screen">
      <PageHeader title="Edit Menu" />
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <TextField label="Name" value={name} onChange={setName} onBlur={() => touch('name')} error={errorOf('name')} />
        <ImageCropField
          label="Image"
          section="menu"
          aspect={CROP_ASPECTS.menu}
          value={image ?? menu.image}
          onChange={(uploaded) => setImage(uploaded.Key)}
          onPendingChange={setCropPending}
          error={imageError}
        />
        <PdfField label="PDF" value={menu.pdf} onSelect={choosePdf} error={pdfError} />
        <div className="form-actions">
          <Button type="submit" isPending={busy}>Save</Button>
          <Button variant="secondary" onPress={() => navigate('/menu')}>Cancel</Button>
        </div>
      </Form>
    </main>
  );
}
