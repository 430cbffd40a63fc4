import { useSnapshot } from 'valtio';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { loadPalette } from './LazyPalette.tsx';
import { openPalette, palette } from './paletteStore.ts';

const LABEL = 'Search or jump to…';
const onMac = /Mac|iPhone|iPad/.test(navigator.userAgent);
const KEYS = onMac ? '⌘K' : 'Ctrl K';

/**
 * The top bar's way into the palette for a pointer or a finger: its label and shortcut on a wide
 * screen, an icon with the same accessible name (the label and the shortcut) on a phone. Hovering, focusing or touching it
 * starts the palette's download, so the dialog is usually there when the press ends.
 */
export function PaletteButton() {
  const { open } = useSnapshot(palette);
  const preload = () => void loadPalette();
  return (
    <Button
      variant="secondary"
      className="palette-button"
      // The name holds the shortcut shown beside the label, so what is read starts with what is seen (and says the keys).
      aria-label={`${LABEL} ${KEYS}`}
      aria-haspopup="dialog"
      aria-expanded={open}
      onHoverStart={preload}
      onFocus={preload}
      onPressStart={preload}
      onPress={openPalette}
    >
      <Icon name="search" />
      <span className="palette-button__label">{LABEL}</span>
      <kbd className="palette-button__keys">{KEYS}</kbd>
    </Button>
  );
}
