import { useLoad } from '../../lib/useLoad.ts';
import { SelectField } from '../ui/SelectField.tsx';

/** A select whose choices come from the server (e.g. the active roles), loaded once per label. */
export function LoadedSelectField({ options, ...props }: Omit<Parameters<typeof SelectField>[0], 'options'> & { options: () => Promise<readonly { value: string; label: string }[]> }) {
  const loaded = useLoad(props.label, options).data ?? [];
  return <SelectField {...props} options={loaded} />;
}
