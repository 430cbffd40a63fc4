import { useState } from 'react';
import { useLoad } from '../../../lib/useLoad.ts';
import { campaignFailures } from '../api.ts';

/** A campaign's failed recipients, read when opened: each address with the mail server's reply. */
export function CampaignFailures({ id, failed }: { id: string; failed: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="campaign-failures" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{failed} failed</summary>
      {open && <FailureList id={id} />}
    </details>
  );
}

function FailureList({ id }: { id: string }) {
  const loaded = useLoad(`failures:${id}`, () => campaignFailures(id));
  if (loaded.loading) return <p role="status">Loading…</p>;
  return (
    <ul>
      {(loaded.data ?? []).map((failure) => (
        <li key={failure.email}>
          {failure.email}: {failure.reply ?? 'no reply'} ({failure.attempts} {failure.attempts === 1 ? 'attempt' : 'attempts'})
        </li>
      ))}
    </ul>
  );
}
