import { useSnapshot } from 'valtio';
import { dismissToast, toasts } from '../lib/toasts.ts';
import { Button } from './ui/Button.tsx';
import { Icon } from './ui/Icon.tsx';

/**
 * Shows the toasts; errors are announced as alerts, successes as status. Each toast's buttons are
 * described by its message ("Dismiss", "Role saved"), so with two on screen a screen reader says which
 * one a button is for; a description, unlike a longer name, is not read again when the toast is announced.
 */
export function Toaster() {
  const { items } = useSnapshot(toasts);
  return (
    <div className="toaster" aria-live="polite">
      {items.map((toast) => {
        const message = `toast-${toast.id}`;
        return (
          <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
            <span id={message}>{toast.text}</span>
            {toast.action && <Button variant="secondary" className="toast__action" aria-describedby={message} onPress={toast.action.run}>{toast.action.label}</Button>}
            <Button variant="icon" aria-label="Dismiss" aria-describedby={message} onPress={() => dismissToast(toast.id)}>
              <Icon name="close" size={14} />
            </Button>
          </div>
        );
      })}
    </div>
  );
}
