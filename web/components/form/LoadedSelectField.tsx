import { useLoad } from '../../lib/useLoad.ts';
import { SelectField } from '../ui/SelectField.tsx';

/**
 * A select whose choices come from the server (e.g. the active roles), loaded once per label; when
 * they came back with none, `empty` says why under it (and what to do instead).
 */
export function LoadedSelectField({ options, empty, ...props }: Omit<Parameters<typeof SelectField>[0], 'options'> & { options: () => Promise<readonly { value: string; label: string }[]>; empty?: string }) {
  const { data } = useLoad(props.label, options);
  return (
    <>
      <SelectField {...props} options={data ?? []} loaded={data !== undefined} />
      {empty && data?.length === 0 && <p className="field__hint" role="status">{empty}</p>}
    </>
  );
}
