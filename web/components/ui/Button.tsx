import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

/** Button props: react-aria's plus a visual variant. */
export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'danger' | 'icon';
}

/** The console's button; pressed/focus states come from react-aria's data attributes. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={`button button--${variant}${className ? ` ${String(className)}` : ''}`} />;
}
