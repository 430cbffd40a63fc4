/** The shortcuts listed on the palette's "Keyboard shortcuts" page. */
export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: '⌘K / Ctrl+K', does: 'Open or close the command palette' },
  { keys: '/', does: 'Open the palette to search' },
  { keys: '↑ ↓', does: 'Move between commands' },
  { keys: 'Enter', does: 'Run the selected command' },
  { keys: 'Backspace', does: 'Go back a page (when the search is empty)' },
  { keys: 'Esc', does: 'Close the palette or a dialog' },
  { keys: 'Tab', does: 'Move between controls on a screen; the first Tab offers "Skip to content"' },
];
