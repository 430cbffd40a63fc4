import { focusTarget } from '../../lib/focusTarget.ts';

/** The first stop of Tab on every screen: "Skip to content" jumps past the sidebar to the screen's heading (or its form's first field). */
export function SkipLink() {
  return (
    <a
      href="#content"
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
