import { useEffect, useId, useState, type ChangeEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { CROPPER_DEFAULT_ZOOM, CROPPER_HEIGHT_PX } from '#domain/limits';
import { MEDIA_MESSAGES, type MediaSection, type UploadedFile } from '#domain/schemas/media';
import { reportError } from '../../lib/toasts.ts';
import { Button } from '../ui/Button.tsx';
import { cropImage } from '../../lib/media/cropImage.ts';
import { mediaUrl } from '../../lib/media/mediaUrl.ts';
import { imageFileProblem } from '../../lib/media/imageFileProblem.ts';
import { uploadFile } from '../../lib/media/uploadFile.ts';
import './media.css';

/** Props of {@link ImageCropField}. */
export interface ImageCropFieldProps {
  label: string;
  /** Content section the crop is uploaded to (§3). */
  section: MediaSection;
  /** Width / height of the crop; see CROP_ASPECTS in domain/media.ts. */
  aspect: number;
  /** JPEG at full quality by default; PNG for category layouts (§9). */
  format?: 'jpeg' | 'png';
  /** The stored key shown until a new crop is saved. */
  value?: string | null;
  /** Called with `{ Key, width, height }` once a crop has been uploaded. */
  onChange: (uploaded: UploadedFile) => void;
  /** Tells the form whether a chosen picture still waits for "Select & save image". */
  onPendingChange?: (pending: boolean) => void;
  /** A form-level message shown under the field (e.g. "Please select a image"). */
  error?: string | undefined;
}

/**
 * §5 "Images": pick a picture, crop it at a fixed aspect in a 330 px panel, then "Select & save
 * image" exports the crop, uploads it first and hands the returned Key to the form.
 */
export function ImageCropField({ label, section, aspect, format = 'jpeg', value, onChange, onPendingChange, error }: ImageCropFieldProps) {
  const inputId = useId();
  const [source, setSource] = useState<{ url: string; owned: boolean } | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROPPER_DEFAULT_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => () => void (source?.owned && URL.revokeObjectURL(source.url)), [source]);
  useEffect(() => onPendingChange?.(!!source), [source, onPendingChange]);

  const open = (url: string, owned: boolean) => {
    setSource({ url, owned });
    setCrop({ x: 0, y: 0 });
    setZoom(CROPPER_DEFAULT_ZOOM);
    setArea(null);
    setProblem(undefined);
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = await imageFileProblem(file);
    if (refused) return setProblem(refused);
    open(URL.createObjectURL(file), true);
  };
  const save = async () => {
    if (!source) return setProblem(MEDIA_MESSAGES.selectImage);
    if (!area) return setProblem(MEDIA_MESSAGES.cropNotSet);
    setSaving(true);
    try {
      const blob = await cropImage(source.url, area, format);
      onChange(await uploadFile(section, blob, `crop.${format === 'png' ? 'png' : 'jpg'}`));
      setSource(null);
    } catch (failure) {
      reportError(failure);
    } finally {
      setSaving(false);
    }
  };

  const message = problem ?? error;
  return (
    <div className="field media-field">
      <label className="field__label" htmlFor={inputId}>{label}</label>
      {value && !source ? <img className="media-field__preview" src={mediaUrl(value)} alt={label} /> : null}
      <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void choose(e)} />
      {value && !source ? (
        <Button variant="secondary" onPress={() => open(mediaUrl(value), false)}>Re-crop current image</Button>
      ) : null}
      {source ? (
        <div className="media-field__panel">
          <div className="media-field__cropper" style={{ height: CROPPER_HEIGHT_PX }} role="group" aria-label="Crop image">
            <Cropper image={source.url} crop={crop} zoom={zoom} aspect={aspect} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_, pixels) => setArea(pixels)} />
          </div>
          <label className="media-field__zoom">
            Zoom
            <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
          </label>
        </div>
      ) : null}
      <div className="media-field__actions">
        <Button onPress={() => void save()} isDisabled={saving}>{MEDIA_MESSAGES.saveCrop}</Button>
        {source ? <Button variant="secondary" onPress={() => setSource(null)} isDisabled={saving}>Cancel</Button> : null}
      </div>
      {message ? <span className="field__error" role="alert">{message}</span> : null}
    </div>
  );
}
