import { useRef, type FormEvent } from 'react';
import { FieldError, Input, Label, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';

/**
 * What a number input hands its form while its text is no number ("1e", "-"): the page reads such an
 * input as "" (`validity.badInput`), which a schema would take for nothing typed ("… is required"),
 * while Number() of this is NaN ("… must be a number", §5). The input goes on showing what was typed.
 */
const NOT_A_NUMBER = 'NaN';

/** A labelled text input that shows `error` under it when given one; `min` and `max` bound date and number inputs. */
export function TextField({ label, error, type = 'text', min, max, value, onChange, ...props }: Omit<AriaTextFieldProps, 'children' | 'isInvalid'> & { label: string; error?: string | undefined; type?: string; min?: string; max?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const isNumber = type === 'number';
  // Every input event of a number input, "" to "e" too (which changes no value React sees, so fires no onChange).
  const typed = (text: string) => onChange?.(isNumber && input.current?.validity.badInput ? NOT_A_NUMBER : text);
  return (
    <AriaTextField {...props} type={type} value={isNumber && value === NOT_A_NUMBER ? '' : value} onChange={typed} isInvalid={!!error} validationBehavior="aria" className="field">
      <Label className="field__label">{label}</Label>
      <Input ref={input} className="field__input" min={min} max={max} onInput={isNumber ? (event: FormEvent<HTMLInputElement>) => typed(event.currentTarget.value) : undefined} />
      <FieldError className="field__error">{error}</FieldError>
    </AriaTextField>
  );
}
