import { SOMETHING_WENT_WRONG } from '#domain/messages';
import { bumpDataVersion } from '../lib/dataVersion.ts';
import { Button } from './ui/Button.tsx';

/**
 * In place of a list whose load failed (the network, the server): §8's "Something Went Wrong" and
 * Try again, which loads the screen's records again; never "DATA NOT FOUND", which would say there
 * are none.
 */
export function LoadFailed() {
  return (
    <div className="empty-panel" role="status">
      {SOMETHING_WENT_WRONG}
      <Button variant="secondary" onPress={bumpDataVersion}>Try again</Button>
    </div>
  );
}
