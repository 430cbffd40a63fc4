import { Command } from 'cmdk';
import { useEffect, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { bumpDataVersion } from '../../lib/dataVersion.ts';
import { offerUndo } from '../../lib/undoDelete.ts';
import { resources } from '../registry.ts';
import { TablesOnDate } from './TablesOnDate.tsx';
import { clearDelete, closePalette, openPalette, palette, popPage, returnFocus, setQuery } from './paletteStore.ts';
import { DeletedRecords } from './DeletedRecords.tsx';
import { RecordActions } from './RecordActions.tsx';
import { RootCommands } from './RootCommands.tsx';
import { SHORTCUTS } from './shortcuts.ts';
import { usePaletteHotkeys } from './usePaletteHotkeys.ts';

const byKey = (key: string) => resources.find((r) => r.key === key);

/** The command palette (DESIGN §7) with its keys: ⌘K / Ctrl+K and "/". */
export function Palette() {
  usePaletteHotkeys();
  return <PaletteDialog />;
}

/** The palette itself: cmdk in a dialog, nested pages popped by Backspace (the shell loads it on first open, see LazyPalette). */
export function PaletteDialog() {
  const snap = useSnapshot(palette);
  const page = snap.pages.at(-1);
  useEffect(() => {
    if (snap.open) return;
    // After the dialog's own clean-up, which runs on a timer set as it unmounts (before this one).
    const timer = setTimeout(returnFocus);
    return () => clearTimeout(timer);
  }, [snap.open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Backspace' && !snap.query && snap.pages.length > 0) {
      event.preventDefault();
      popPage();
    }
  };
  const deleting = snap.deleting;
  const deletingRecords = deleting ? byKey(deleting.resourceKey)?.records : undefined;
  const remove = deletingRecords?.remove;
  const recordResource = page?.kind === 'record' || page?.kind === 'deleted' ? byKey(page.resourceKey) : undefined;
  const deletedRecords = page?.kind === 'deleted' ? recordResource?.records : undefined;

  return (
    <>
      <Command.Dialog
        open={snap.open}
        onOpenChange={(open) => (open ? openPalette() : closePalette())}
        label="Command palette"
        shouldFilter={false}
        loop
        onKeyDown={onKeyDown}
        overlayClassName="palette-overlay"
        contentClassName="palette"
      >
        <div className="palette__bar">
          {/* A phone's keyboard: no capitals or corrections in names and ids, and its Enter runs the selected command. */}
          <Command.Input
            value={snap.query}
            onValueChange={setQuery}
            placeholder={page?.kind === 'tablesOn' ? 'Date (YYYY-MM-DD)…' : page ? 'Choose an action…' : 'Type a command or search…'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          {/* A touch screen has no Escape, and a long list can leave no backdrop to tap. */}
          <Button variant="icon" className="palette__close" aria-label="Close palette" onPress={closePalette}>
            <Icon name="close" />
          </Button>
        </div>
        <Command.List>
          <Command.Empty>No results found.</Command.Empty>
          {!page && <RootCommands query={snap.query} />}
          {page?.kind === 'record' && recordResource && <RecordActions resource={recordResource} hit={page.hit} />}
          {recordResource && deletedRecords?.searchDeleted && deletedRecords.restore && (
            <DeletedRecords resource={recordResource} records={{ ...deletedRecords, searchDeleted: deletedRecords.searchDeleted, restore: deletedRecords.restore }} query={snap.query} />
          )}
          {page?.kind === 'tablesOn' && <TablesOnDate query={snap.query} />}
          {page?.kind === 'shortcuts' && (
            <Command.Group heading="Keyboard shortcuts">
              {SHORTCUTS.map((s) => (
                <Command.Item key={s.keys} value={s.keys}>
                  {s.button ? <strong>{s.keys}</strong> : <kbd>{s.keys}</kbd>} <span>{s.does}</span>
                </Command.Item>
              ))}
            </Command.Group>
          )}
        </Command.List>
      </Command.Dialog>
      <ConfirmDelete
        isOpen={deleting !== null}
        onClose={clearDelete}
        onConfirm={() =>
          deleting &&
          remove &&
          remove(deleting.hit.id).then(() => {
            bumpDataVersion();
            offerUndo(deletingRecords.restore, deleting.hit.id);
          }, () => undefined)
        }
      />
    </>
  );
}
