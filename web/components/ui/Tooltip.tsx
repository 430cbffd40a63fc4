import { useEffect, useRef, useState, type HTMLAttributes, type PointerEvent, type ReactElement } from 'react';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';

/** How long after a focus a close is taken for the scroll that focus caused (two frames, with room). */
const SETTLE_MS = 100;
/** How long the pointer rests on the trigger before the tooltip shows (react-aria's delay below). */
const HOVER_DELAY_MS = 300;

/**
 * A short label shown beside `children` on hover and on keyboard focus (react-aria's tooltip: the
 * trigger is described by it, Escape and blur close it). `children` must be one element that can
 * take focus.
 *
 * React-aria closes a tooltip on any scroll, and moving focus to a trigger scrolls it into view:
 * a close asked for within SETTLE_MS of the focus is that scroll's, and is ignored, or a keyboard
 * user would lose the tooltip before reading it. Escape and a blur are told apart: they close the
 * tooltip at once, however soon after the focus they come.
 *
 * React-aria also shows it on hover only once it has seen the pointer in use (a pointer move before
 * the hover): the first hover of a page, or one right after keyboard use, came to nothing. A mouse
 * entering the trigger opens it here after the same delay, whatever came before.
 *
 * A touch screen has neither hover nor a keyboard's focus: a tap on the trigger (or the room around
 * it, its tap target) shows the tooltip, and the next tap, there or anywhere else, hides it.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement<HTMLAttributes<HTMLElement>, string> }) {
  const [isOpen, setOpen] = useState(false);
  const focusedAt = useRef(-Infinity);
  const noteFocus = () => (focusedAt.current = performance.now());
  const anchor = useRef<HTMLSpanElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);
  const onPointerEnter = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(true), HOVER_DELAY_MS);
  };
  const onPointerLeave = () => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = undefined;
  };
  // Read before react-aria's own press handling, which closes a tooltip as a press starts.
  const openAtTap = useRef(false);
  const onTapStart = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.pointerType !== 'mouse') openAtTap.current = isOpen;
  };
  const [tapped, setTapped] = useState(false);
  const onTap = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.pointerType === 'mouse') return;
    setOpen(!openAtTap.current);
    setTapped(!openAtTap.current);
  };
  // Only while the trigger keeps the focus: a blur (focus moving on) closes it at once.
  const settling = () => performance.now() - focusedAt.current < SETTLE_MS && !!anchor.current?.contains(document.activeElement);
  // Escape always closes it, also right after the focus, when react-aria's close looks like the scroll's.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen]);
  // Shown by a tap, a tap elsewhere hides it: a tap on the room around the trigger gave the trigger no focus to lose.
  useEffect(() => {
    if (!isOpen || !tapped) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (anchor.current?.contains(event.target as Node)) return;
      setOpen(false);
      setTapped(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen, tapped]);
  return (
    <TooltipTrigger delay={300} closeDelay={100} isOpen={isOpen} onOpenChange={(next) => (next || !settling()) && setOpen(next)}>
      <span ref={anchor} className="tooltip-anchor" onFocus={noteFocus} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onPointerDownCapture={onTapStart} onPointerUp={onTap}>
        <Focusable>{children}</Focusable>
      </span>
      <AriaTooltip className="tooltip" offset={6}>
        {label}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
