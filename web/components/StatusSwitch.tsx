import { useOptimisticSave } from '../lib/useOptimisticSave.ts';
import { Switch } from './ui/Switch.tsx';

/**
 * A status switch (§4, DESIGN §6): it flips at once; `onChange` saves the new value and the parent
 * then updates `isActive`. When the call fails the switch falls back and a toast says why.
 */
export function StatusSwitch({ isActive, onChange, label, isDisabled }: { isActive: boolean; onChange: (active: boolean) => Promise<unknown>; label: string; isDisabled?: boolean }) {
  const [shown, toggle] = useOptimisticSave(isActive, onChange);
  return <Switch label={label} isSelected={shown} onChange={toggle} isDisabled={isDisabled} />;
}
