import { useEffect } from 'react';
import { openPalette, palette, closePalette } from './paletteStore.ts';

const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));

/** ⌘K / Ctrl+K toggles the palette; "/" opens it when no text field has focus (DESIGN §7). */
export function usePaletteHotkeys(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (palette.open) closePalette();
        else openPalette();
      } else if (event.key === '/' && !palette.open && !isTextField(event.target)) {
        event.preventDefault();
        openPalette();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
