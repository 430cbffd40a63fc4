import type { FormEvent } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { focusFirstProblem } from '../../lib/focusTarget.ts';

/**
 * Every form of the console: it checks its values itself and shows §5's messages, so the browser's
 * own validation is off (react-aria renders `noValidate` for the "aria" behaviour), whatever its
 * inputs' `min`, `max` or `type` say; left on, Chromium would refuse a submit with its own bubble
 * ("Value must be … or later") and the spec's message would never show. Once a submit is over (its
 * save, when `onSubmit` returns one) and messages show, the first field with one takes the focus.
 */
export function Form({ onSubmit, ...props }: Omit<AriaFormProps, 'validationBehavior' | 'onSubmit'> & { onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown> }) {
  return (
    <AriaForm
      {...props}
      validationBehavior="aria"
      onSubmit={
        onSubmit &&
        ((event) => {
          const form = event.currentTarget;
          // The messages are drawn on the next frame after the submit (or its failed save) ends.
          void Promise.resolve(onSubmit(event)).finally(() => requestAnimationFrame(() => focusFirstProblem(form)));
        })
      }
    />
  );
}
