import { PLEASE_WAIT } from '#domain/messages';

/** The loading screen of §2.1: a spinner and "Please wait a moment". */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden />
      <p>{PLEASE_WAIT}</p>
    </div>
  );
}
