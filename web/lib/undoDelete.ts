import { bumpDataVersion } from './dataVersion.ts';
import { offerAction } from './toasts.ts';

/**
 * After a delete the server accepted: the reply's toast offers Undo, which restores the record
 * (the area's restore call, toasting its own reply) and reloads what is on screen, also when the
 * restore was refused (the record was brought back meanwhile: "… is not deleted"), so it shows again.
 */
export function offerUndo(restore: ((id: string) => Promise<unknown>) | undefined, id: string): void {
  if (!restore) return;
  offerAction('Undo', () => {
    restore(id).then(bumpDataVersion, bumpDataVersion);
  });
}
