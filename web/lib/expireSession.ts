import { navigate } from 'wouter/use-browser-location';
import { TOKEN_EXPIRED } from '#domain/messages';
import { markSaved } from './leaveGuard.ts';
import { keepDraft, loginPath } from './returnTo.ts';
import { signOut } from './session.ts';
import { NotifiedError, toastError } from './toasts.ts';

/** §8: a 401 says "Token expired please re-login", signs out and goes to /login?next=<this page>, keeping the form's values. Returns the error to throw. */
export function expireSession(): NotifiedError {
  toastError(TOKEN_EXPIRED);
  // The form on screen is kept, and signing in again comes back to it.
  keepDraft();
  markSaved();
  signOut();
  navigate(loginPath(window.location.pathname, window.location.search));
  return new NotifiedError(TOKEN_EXPIRED, 'UNAUTHENTICATED');
}
