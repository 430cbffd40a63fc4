import { useRef, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';

/**
 * A short label shown beside `children` on hover and on keyboard focus (react-aria's tooltip: the
 * trigger is described by it, Escape and blur close it). `children` must be one element that can
 * take focus.
 *
 * React-aria closes a tooltip on any scroll, and moving focus to a trigger scrolls it into view:
 * the close that scroll asks for, in the frames right after the focus, is ignored, or a keyboard
 * user would lose the tooltip before reading it.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement<HTMLAttributes<HTMLElement>, string> }) {
  const [isOpen, setOpen] = useState(false);
  const settling = useRef(false);
  const noteFocus = () => {
    settling.current = true;
    requestAnimationFrame(() => requestAnimationFrame(() => (settling.current = false)));
  };
  return (
    <TooltipTrigger delay={300} closeDelay={100} isOpen={isOpen} onOpenChange={(next) => (next || !settling.current) && setOpen(next)}>
      <span className="tooltip-anchor" onFocus={noteFocus}>
        <Focusable>{children}</Focusable>
      </span>
      <AriaTooltip className="tooltip" offset={6}>
        {label}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
