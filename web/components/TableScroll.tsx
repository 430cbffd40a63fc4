import { useCallback, useState, type ReactNode } from 'react';

/** How the scroll box is named while it is a region: as its table is. */
export type TableName = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * A table's own scroll box: a table wider than the screen scrolls inside it, not the page. While it
 * does scroll, it is a region named as its table and a stop of Tab, so a keyboard user can scroll it
 * with the arrow keys even when no cell holds a link (WCAG 2.1.1).
 */
export function TableScroll({ name, children }: { name: TableName; children: ReactNode }) {
  const [scrolls, setScrolls] = useState(false);
  const watch = useCallback((box: HTMLDivElement | null) => {
    if (!box) return;
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth));
    observer.observe(box);
    // The table widens with its rows, the box with the window: either may start or end the scroll.
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={watch} className="table-scroll" {...(scrolls ? { ...name, role: 'region', tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}
