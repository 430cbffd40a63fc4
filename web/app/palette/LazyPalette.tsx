import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { palette, setQuery } from './paletteStore.ts';
import { usePaletteHotkeys } from './usePaletteHotkeys.ts';

/** Starts (or joins) the download of the palette's code: cmdk, the commands, the record search. */
export const loadPalette = () => import('./Palette.tsx');
const PaletteDialog = lazy(() => loadPalette().then((m) => ({ default: m.PaletteDialog })));

/**
 * Ctrl or ⌘ pressed on its own is the first half of the palette's shortcut: the download starts
 * then, so the dialog's code is usually there by the time K follows. Nothing is fetched before
 * that intent, so no screen's first load pays for the palette.
 */
function usePreloadOnModifier(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Control' && event.key !== 'Meta') return;
      window.removeEventListener('keydown', onKey);
      void loadPalette();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * The shell's palette: its keys from the start, its code (cmdk, the commands, the record search)
 * downloaded when Ctrl or ⌘ goes down or, at the latest, the first time it opens, so no screen's
 * first load pays for it. What is typed while
 * that download lasts is kept as the search.
 */
export function LazyPalette() {
  usePaletteHotkeys();
  usePreloadOnModifier();
  const { open, deleting } = useSnapshot(palette);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if ((open || deleting) && !wanted) setWanted(true);

  useEffect(() => {
    if (!open || loaded) return;
    const keep = (event: KeyboardEvent) => {
      if (event.key.length !== 1 || event.metaKey || event.ctrlKey || event.altKey) return;
      event.preventDefault();
      setQuery(palette.query + event.key);
    };
    window.addEventListener('keydown', keep);
    return () => window.removeEventListener('keydown', keep);
  }, [open, loaded]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog />
      <Loaded onLoad={setLoaded} />
    </Suspense>
  );
}

/** Rendered once the dialog's code is there (it shares the dialog's Suspense boundary). */
function Loaded({ onLoad }: { onLoad: (loaded: boolean) => void }) {
  useEffect(() => onLoad(true), [onLoad]);
  return null;
}
