import { FieldError, Label, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';

/** A labelled multi-line input that shows `error` under it when given one. */
export function TextAreaField({ label, error, rows = 4, ...props }: Omit<AriaTextFieldProps, 'children' | 'isInvalid'> & { label: string; error?: string | undefined; rows?: number }) {
  return (
    <AriaTextField {...props} isInvalid={!!error} validationBehavior="aria" className="field">
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input" rows={rows} />
      <FieldError className="field__error">{error}</FieldError>
    </AriaTextField>
  );
}
