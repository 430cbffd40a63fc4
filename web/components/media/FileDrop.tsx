import { useRef, type ReactNode } from 'react';
import { DropZone, type FileDropItem } from 'react-aria-components';
import { Button } from '../ui/Button.tsx';

/**
 * A file field's drop area (react-aria's DropZone): a file dropped on it or chosen with its button
 * (which opens the browser's picker on the labelled file input beside it) goes to `onFile`. The area
 * is named after its field ("Drop the PDF here"), so two on one form (a menu's image and PDF) are told apart.
 */
export function FileDrop({ inputId, accept, what, chooseLabel, hint, errorId, onFile, keepChoice = false, children }: {
  inputId: string;
  accept: string;
  /** What the field takes, as its drop area's name says it: "image" gives "Drop the image here". */
  what: string;
  chooseLabel: string;
  hint: string;
  /** The id of the field's message while one shows: it describes the button and the input. */
  errorId?: string | undefined;
  /** The file dropped or chosen; undefined when the picker closed with none. */
  onFile: (file: File | undefined) => void;
  /** Leave the chosen file in the input (a PDF uploaded on save); otherwise it is cleared, so the same file can be chosen again. */
  keepChoice?: boolean;
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <DropZone
      className="file-drop"
      aria-label={`Drop the ${what} here`}
      getDropOperation={(types) => (types.has('Files') || [...accept.split(',')].some((type) => types.has(type)) ? 'copy' : 'cancel')}
      onDrop={async (event) => {
        const item = event.items.find((entry): entry is FileDropItem => entry.kind === 'file');
        if (item) onFile(await item.getFile());
      }}
    >
      {children}
      <div className="file-drop__row">
        <Button variant="secondary" aria-describedby={errorId} onPress={() => input.current?.click()}>{chooseLabel}</Button>
        <span className="file-drop__hint">{hint}</span>
      </div>
      <input
        ref={input}
        id={inputId}
        className="file-drop__input"
        // The button above is the keyboard's way in; the input stays for the label and the picker.
        tabIndex={-1}
        type="file"
        aria-describedby={errorId}
        accept={accept}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!keepChoice) event.target.value = '';
          onFile(file);
        }}
      />
    </DropZone>
  );
}
