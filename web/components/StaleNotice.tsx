import { askToLeave } from '../lib/leaveGuard.ts';
import type { StaleSave } from '../lib/useOneSave.ts';
import { Button } from './ui/Button.tsx';
import './stale-notice.css';

/**
 * Beside Save, after a save refused because someone saved the record since the form got it: the
 * API's message and the two ways on; it alone announces the message, once per refusal. Reload fills the form with the record as now saved, dropping
 * what was typed (after the usual question when the form holds changes); Save anyway sends the
 * values on screen again without the version, replacing the other save.
 */
export function StaleNotice({ stale, onReload }: { stale: StaleSave; onReload?: () => void }) {
  return (
    <div className="stale-notice">
      <p key={stale.refusal} className="stale-notice__text" role="alert">{stale.message}</p>
      {onReload && <Button variant="secondary" onPress={() => askToLeave(onReload)}>Reload</Button>}
      <Button variant="danger" onPress={(event) => stale.saveAnyway((event.target as Element).closest('form'))}>Save anyway</Button>
    </div>
  );
}
