import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';

/**
 * Every form of the console: it checks its values itself and shows §5's messages, so the browser's
 * own validation is off (react-aria renders `noValidate` for the "aria" behaviour), whatever its
 * inputs' `min`, `max` or `type` say; left on, Chromium would refuse a submit with its own bubble
 * ("Value must be … or later") and the spec's message would never show.
 */
export function Form(props: Omit<AriaFormProps, 'validationBehavior'>) {
  return <AriaForm {...props} validationBehavior="aria" />;
}
