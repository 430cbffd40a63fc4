import { focusTarget } from '../../lib/focusTarget.ts';

/** The first stop of Tab on every screen: "Skip to content" jumps past the sidebar to the screen's heading (or its form's first field). */
export function SkipLink({ inert }: { inert: boolean }) {
  return (
    <a
      href="#content"
      inert={inert}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        focusTarget()?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
