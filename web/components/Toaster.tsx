import { useSnapshot } from 'valtio';
import { dismissToast, toasts } from '../lib/toasts.ts';
import { Button } from './ui/Button.tsx';
import { Icon } from './ui/Icon.tsx';

/** Shows the toasts; errors are announced as alerts, successes as status. */
export function Toaster() {
  const { items } = useSnapshot(toasts);
  return (
    <div className="toaster" aria-live="polite">
      {items.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          {toast.action && <Button variant="secondary" className="toast__action" onPress={toast.action.run}>{toast.action.label}</Button>}
          <Button variant="icon" aria-label="Dismiss" onPress={() => dismissToast(toast.id)}>
            <Icon name="close" size={14} />
          </Button>
        </div>
      ))}
    </div>
  );
}
