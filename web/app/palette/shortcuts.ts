/** The shortcuts listed on the palette's "Keyboard shortcuts" page; `button`: a control to press, named by its label, rather than keys. */
export const SHORTCUTS: readonly { keys: string; does: string; button?: true }[] = [
  { keys: '⌘K / Ctrl+K', does: 'Open or close the command palette' },
  { keys: 'Search or jump to…', does: 'The top bar’s search button (a magnifier on a phone): opens the palette with a click or a tap', button: true },
  { keys: '/', does: 'Open the palette to search' },
  { keys: '↑ ↓', does: 'Move between commands' },
  { keys: 'Enter', does: 'Run the selected command' },
  { keys: 'Backspace', does: 'Go back a page (when the search is empty)' },
  { keys: 'Esc', does: 'Close the palette or a dialog' },
  { keys: 'Tab', does: 'Move between controls on a screen; the first Tab offers "Skip to content"' },
];
