import { useState } from 'react';
import { askToReplace } from '../lib/leaveGuard.ts';
import { saidByCaller } from '../lib/request.ts';
import { isGone, RECORD_GONE, type Reload, type StaleSave } from '../lib/useOneSave.ts';
import { Button } from './ui/Button.tsx';
import './stale-notice.css';

/** Runs a Reload: a record found deleted meanwhile (NOT_FOUND) is the notice's to say, so no toast says it too. */
async function reloading(reload: Reload): Promise<unknown> {
  saidByCaller.NOT_FOUND = (saidByCaller.NOT_FOUND ?? 0) + 1;
  try {
    return await reload();
  } finally {
    saidByCaller.NOT_FOUND -= 1;
  }
}

/**
 * Beside Save, after a save refused because someone saved the record since the form got it: the
 * API's message and the two ways on. It alone announces the message, once per refusal. Reload fills
 * the form with the record as now saved, dropping what was typed (after the usual question when the
 * form holds changes); until the new form is there, what was typed stays guarded, and a Reload that
 * fails leaves it so (the request toasted why). Found deleted, the record can be neither reloaded nor
 * saved: the notice says so, and no toast says "… not found" beside it; it offers `leave` (a
 * screen's way back to its list; a popup has its Cancel and close button beside it). Save anyway
 * sends the values on screen again without the version, replacing the other save.
 */
export function StaleNotice({ stale, onReload, leave }: { stale: StaleSave; onReload?: Reload; leave?: [label: string, run: () => void] }) {
  const [gone, setGone] = useState(false);
  const reload = () => askToReplace(() => void reloading(onReload!).catch((error: unknown) => setGone(isGone(error))));
  return (
    <div className="stale-notice">
      <p key={gone ? 0 : stale.refusal} className="stale-notice__text" role="alert">{gone ? RECORD_GONE : stale.message}</p>
      {gone ? (
        leave && <Button variant="secondary" onPress={leave[1]}>{leave[0]}</Button>
      ) : (
        <>
          {onReload && <Button variant="secondary" onPress={reload}>Reload</Button>}
          <Button variant="danger" onPress={(event) => stale.saveAnyway((event.target as Element).closest('form'))}>Save anyway</Button>
        </>
      )}
    </div>
  );
}
