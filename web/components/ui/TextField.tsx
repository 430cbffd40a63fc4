import { FieldError, Input, Label, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';

/** A labelled text input that shows `error` under it when given one; `min` and `max` bound date and number inputs. */
export function TextField({ label, error, type = 'text', min, max, ...props }: Omit<AriaTextFieldProps, 'children' | 'isInvalid'> & { label: string; error?: string | undefined; type?: string; min?: string; max?: string }) {
  return (
    <AriaTextField {...props} type={type} isInvalid={!!error} validationBehavior="aria" className="field">
      <Label className="field__label">{label}</Label>
      <Input className="field__input" min={min} max={max} />
      <FieldError className="field__error">{error}</FieldError>
    </AriaTextField>
  );
}
