import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { exportName, exportPath, exportQuery, type ExportFilters } from '#domain/export';
import { SOMETHING_WENT_WRONG } from '#domain/messages';
import { expireSession } from '../../lib/expireSession.ts';
import { session } from '../../lib/session.ts';
import { toastError } from '../../lib/toasts.ts';
import { Button } from '../ui/Button.tsx';

/** The list's filters as its URL keeps them: `q` or `search`, `status`, `deleted=1`, `date`, `from`, `to`, `type`, `payment`, `event`, `subscribed`. */
function filtersOf(params: URLSearchParams): ExportFilters {
  const get = (key: string) => params.get(key) || undefined;
  return { search: get('q') ?? get('search'), status: get('status'), deleted: params.get('deleted') === '1', date: get('date'), from: get('from'), to: get('to'), type: get('type'), payment: get('payment'), event: get('event'), subscribed: get('subscribed') };
}

/** Saves a downloaded file under `name` through a temporary link. */
function save(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/**
 * "Export CSV" on a list screen: downloads every row of the view on screen, with the filters in its
 * URL (and `filters` a screen passes, e.g. the event whose pictures it shows), from the gateway's
 * `/export/<area>.csv` with the signed-in token. A refusal is toasted with the server's message.
 */
export function ExportButton({ area, filters }: { area: Pick<AreaDeclaration, 'key' | 'statuses'>; filters?: ExportFilters }) {
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    const name = exportName(area);
    const query = new URLSearchParams(exportQuery(area, { ...filtersOf(params), ...filters }));
    setBusy(true);
    try {
      const response = await fetch(`${exportPath(name)}${query.size ? `?${query}` : ''}`, { headers: session.token ? { Authorization: `Bearer ${session.token}` } : {} });
      if (response.status === 401) {
        expireSession();
        return;
      }
      if (!response.ok) {
        const reply = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
        toastError(reply?.message ?? SOMETHING_WENT_WRONG);
        return;
      }
      const file = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${name}.csv`;
      save(await response.blob(), file);
    } catch {
      toastError(SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" isDisabled={busy} onPress={() => void download()}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
