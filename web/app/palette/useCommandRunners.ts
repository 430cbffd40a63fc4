import { useLocation } from 'wouter';
import { bumpDataVersion } from '../../lib/dataVersion.ts';
import { askToLeave } from '../../lib/leaveGuard.ts';
import { closePalette } from './paletteStore.ts';
import type { CommandRunners } from './recordCommands.ts';
import { rememberRecent } from './recents.ts';

/** How the palette's record commands act; a labelled jump is remembered among the recent items as a `kind` ("role"). */
export function useCommandRunners(kind: string): CommandRunners {
  const [, navigate] = useLocation();
  return {
    go: (path, recent) => {
      closePalette();
      // Remembered once gone there: Stay, on a form with changes, opens nothing.
      askToLeave(() => {
        if (recent) rememberRecent({ label: recent, kind, path });
        navigate(path);
      });
    },
    change: (run) => {
      closePalette();
      run().then(bumpDataVersion, () => {
        // the request helper has already shown why
      });
    },
    openFile: (href) => {
      closePalette();
      window.open(href, '_blank', 'noopener');
    },
  };
}
