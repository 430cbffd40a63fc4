import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { dropDraft, peekDraft, registerDraft } from './returnTo.ts';

/**
 * What a form screen starts from: `initial`, with the values kept when the session expired on this
 * page laid over it (issue 12: after signing in again the form is as the user left it); once taken,
 * the kept values are forgotten.
 */
export function useDraftStart<Values extends object>(initial: Values): Values {
  const [location] = useLocation();
  const [start] = useState(() => ({ ...initial, ...peekDraft(location) }) as Values);
  useEffect(() => dropDraft(location), [location]);
  return start;
}

/** What a form screen tells {@link useUnsavedForm}: its values now, those it started from, and whether a choice outside them (a picture not yet cropped, a PDF not yet uploaded) is waiting. */
export interface UnsavedForm {
  values: object;
  initial: object;
  chosen?: boolean;
}

/** Whether a form holds a change: values other than those it opened with, or a chosen file waiting. */
export function isChanged({ values, initial, chosen = false }: UnsavedForm): boolean {
  return chosen || JSON.stringify(values) !== JSON.stringify(initial);
}

/**
 * A form screen's changes are the user's (issue 12): while its values differ from those it opened
 * with, or a chosen file waits, leaving it (Cancel, a link, the palette, closing the tab) asks before
 * discarding; and its values are kept if the session expires on it.
 */
export function useUnsavedForm(form: UnsavedForm): void {
  const [location] = useLocation();
  const { values } = form;
  useEffect(() => registerDraft(location, () => values), [location, values]);
  useLeaveGuard(isChanged(form));
}
