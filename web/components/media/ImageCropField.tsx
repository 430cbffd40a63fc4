import { useEffect, useId, useState } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { CROPPER_DEFAULT_ZOOM, CROPPER_HEIGHT_PX } from '#domain/limits';
import { MEDIA_MESSAGES, type MediaSection, type UploadedFile } from '#domain/schemas/media';
import { reportError } from '../../lib/toasts.ts';
import { Button } from '../ui/Button.tsx';
import { cropImage } from '../../lib/media/cropImage.ts';
import { mediaUrl } from '../../lib/media/mediaUrl.ts';
import { imageFileProblem } from '../../lib/media/imageFileProblem.ts';
import { uploadFile } from '../../lib/media/uploadFile.ts';
import { FileDrop } from './FileDrop.tsx';
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
 * §5 "Images": choose or drop a picture (the current one shown with its caption and "Re-crop"),
 * crop it at a fixed aspect in a 330 px panel with the Zoom slider, then "Select & save image"
 * exports the crop, uploads it first and hands the returned Key to the form. A PDF or any other
 * file is refused in words that fit an image field.
 */
export function ImageCropField({ label, section, aspect, format = 'jpeg', value, onChange, onPendingChange, error }: ImageCropFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
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
  const choose = async (file: File) => {
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
      <FileDrop inputId={inputId} accept="image/jpeg,image/png,image/webp" what={label.toLowerCase()} errorId={message ? errorId : undefined} chooseLabel={value || source ? `Replace ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`} hint="or drop a JPEG, PNG or WebP image here" onFile={(file) => file && void choose(file)}>
        {value && !source ? (
          <figure className="media-field__current">
            <img className="media-field__preview" src={mediaUrl(value)} alt={`Current ${label.toLowerCase()}`} />
            <figcaption>
              Current {label.toLowerCase()} ·{' '}
              <Button variant="secondary" className="button--small" onPress={() => open(mediaUrl(value), false)}>Re-crop current image</Button>
            </figcaption>
          </figure>
        ) : null}
      </FileDrop>
      {source ? (
        <div className="media-field__panel">
          <div className="media-field__cropper" style={{ height: CROPPER_HEIGHT_PX }} role="group" aria-label="Crop image">
            <Cropper image={source.url} crop={crop} zoom={zoom} aspect={aspect} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_, pixels) => setArea(pixels)} />
          </div>
          <Slider className="media-field__zoom" minValue={1} maxValue={3} step={0.05} value={zoom} onChange={setZoom}>
            <Label>Zoom</Label>
            <SliderOutput className="media-field__zoom-value">{({ state }) => `${state.getThumbValue(0).toFixed(2)}×`}</SliderOutput>
            <SliderTrack className="media-field__zoom-track">
              <SliderThumb className="media-field__zoom-thumb" />
            </SliderTrack>
          </Slider>
        </div>
      ) : null}
      <div className="media-field__actions">
        <Button onPress={() => void save()} isDisabled={saving}>{MEDIA_MESSAGES.saveCrop}</Button>
        {source ? <Button variant="secondary" onPress={() => setSource(null)} isDisabled={saving}>Cancel</Button> : null}
      </div>
      {message ? <span id={errorId} className="field__error" role="alert">{message}</span> : null}
    </div>
  );
}
