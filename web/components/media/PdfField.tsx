import { useId, useState } from 'react';
import { pdfFileProblem } from '../../lib/media/pdfFileProblem.ts';
import { mediaUrl } from '../../lib/media/mediaUrl.ts';
import { FileDrop } from './FileDrop.tsx';
import './media.css';

/** Props of {@link PdfField}. */
export interface PdfFieldProps {
  label: string;
  /** The stored PDF's key, offered as a link until another file is chosen. */
  value?: string | null;
  /** The chosen PDF (checked), or null when the choice was refused or cleared. */
  onSelect: (file: File | null) => void;
  /** A form-level message, e.g. "Please select a PDF file." when saving without one. */
  error?: string | undefined;
}

/**
 * §2.8: picks a PDF (its button or a drop) and hands it to the form, which uploads it on save (see uploadFile) and puts
 * the Key in its payload. Shows "No file selected.", "Only PDF files are allowed." or
 * "File size must be less than 15MB." at once.
 */
export function PdfField({ label, value, onSelect, error }: PdfFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [problem, setProblem] = useState<string>();
  const [chosen, setChosen] = useState<string>();

  const choose = async (file: File | undefined) => {
    const refused = await pdfFileProblem(file);
    setProblem(refused);
    setChosen(refused ? undefined : file?.name);
    onSelect(refused ? null : (file ?? null));
  };

  const message = problem ?? error;
  return (
    <div className="field media-field">
      <label className="field__label" htmlFor={inputId}>{label}</label>
      <FileDrop inputId={inputId} accept="application/pdf" what={label} errorId={message ? errorId : undefined} chooseLabel={value || chosen ? 'Replace PDF' : 'Choose PDF'} hint="or drop a PDF file here" keepChoice onFile={(file) => void choose(file)}>
        <p className="media-field__pdf">
          {chosen ? (
            <>Chosen: {chosen} (uploaded when you save)</>
          ) : value ? (
            <a href={mediaUrl(value)} target="_blank" rel="noreferrer">Open current PDF</a>
          ) : (
            'No PDF yet'
          )}
        </p>
      </FileDrop>
      {message ? <span id={errorId} className="field__error" role="alert">{message}</span> : null}
    </div>
  );
}
