import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';

/** A toggle switch with an accessible name and no visible text. */
export function Switch({ label, ...props }: Omit<AriaSwitchProps, 'children'> & { label: string }) {
  return (
    <AriaSwitch {...props} aria-label={label} className="switch">
      <span className="switch__track" aria-hidden>
        <span className="switch__thumb" />
      </span>
    </AriaSwitch>
  );
}
