import { useState } from 'react';
import { useLocation } from 'wouter';
import { CROP_ASPECTS } from '#domain/media';
import { menuFormSchema, type MenuForm as MenuFormValues } from '#domain/schemas/menu';
import { MEDIA_MESSAGES } from '#domain/schemas/media';
import { FormScreen } from '../../../components/FormScreen.tsx';
import { ImageCropField } from '../../../components/media/ImageCropField.tsx';
import { PdfField } from '../../../components/media/PdfField.tsx';
import { uploadFile } from '../../../lib/media/uploadFile.ts';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useForm } from '../../../lib/useForm.ts';
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
  const { field, submit, busy } = useForm(menuFormSchema, { name: menu.name });
  const [image, setImage] = useState<string>();
  const [cropPending, setCropPending] = useState(false);
  const [pdfFile, setPdfFile] = useState<File | null>(null);
  const [pdfKey, setPdfKey] = useState<string>();
  const [pdfError, setPdfError] = useState<string>();
  const [imageError, setImageError] = useState<string>();

  const choosePdf = (file: File | null) => {
    setPdfFile(file);
    setPdfKey(undefined);
    setPdfError(undefined);
  };

  const held = () => {
    const hasPdf = !!(pdfFile || menu.pdf);
    setPdfError(hasPdf ? undefined : MEDIA_MESSAGES.selectPdf);
    setImageError(cropPending ? MEDIA_MESSAGES.saveCrop : undefined);
    return !hasPdf || cropPending;
  };
  const save = async (parsed: MenuFormValues) => {
    // An uploaded PDF is kept, so a failed save does not upload it twice.
    const pdf = pdfKey ?? (pdfFile ? (await uploadFile('menu', pdfFile, pdfFile.name)).Key : undefined);
    setPdfKey(pdf);
    await updateMenu(menu.id, { name: parsed.name, image, pdf });
    navigate('/menu');
  };

  return (
    <FormScreen title="Edit Menu" onSubmit={submit(save, held)} busy={busy} cancelTo="/menu">
      <TextField label="Name" {...field('name')} />
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
    </FormScreen>
  );
}
