import { navigate } from 'wouter/use-browser-location';
import { TOKEN_EXPIRED } from '#domain/messages';
import { signOut } from './session.ts';
import { NotifiedError, toastError } from './toasts.ts';

/** §8: a 401 says "Token expired please re-login", signs out and goes to /login. Returns the error to throw. */
export function expireSession(): NotifiedError {
  toastError(TOKEN_EXPIRED);
  signOut();
  navigate('/login');
  return new NotifiedError(TOKEN_EXPIRED, 'UNAUTHENTICATED');
}
