import { useState } from 'react';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { exportName, exportPath } from '#domain/export';
import { restListQuery, type ListArguments } from '#domain/declaration/rest-list-query';
import { SOMETHING_WENT_WRONG } from '#domain/messages';
import { expireSession } from '../../lib/expireSession.ts';
import { session } from '../../lib/session.ts';
import { toastError } from '../../lib/toasts.ts';
import { Button } from '../ui/Button.tsx';

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
 * "Export CSV" on a list screen: downloads every row of the view on screen from the gateway's
 * `/export/<area>.csv` with the signed-in token. `query` is what the list's own call asks for beyond
 * its page (`search`, `status`, `deleted`, `eventId` …, in GraphQL's names), sent as the REST list's
 * parameters by the gateway's own mapping. A refusal is toasted with the server's message.
 */
export function ExportButton({ area, query = {} }: { area: Pick<AreaDeclaration, 'key' | 'statuses' | 'listCodes'>; query?: ListArguments }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    const name = exportName(area);
    const params = Object.entries(restListQuery(area, query)).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]));
    const search = new URLSearchParams(params);
    setBusy(true);
    try {
      const response = await fetch(`${exportPath(name)}${search.size ? `?${search}` : ''}`, { headers: session.token ? { Authorization: `Bearer ${session.token}` } : {} });
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
