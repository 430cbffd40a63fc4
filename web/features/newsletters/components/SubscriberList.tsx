import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { subscriptionLabel } from '#domain/newsletters/subscription';
import { can } from '#domain/permissions';
import { offsetOf } from '#domain/pagination';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { session } from '../../../lib/session.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useRows } from '../../../lib/useRows.ts';
import { newslettersApi } from '../api.ts';
import '../newsletters.css';

type Row = Awaited<ReturnType<typeof newslettersApi.list>>['items'][number];
const SEARCH_DEBOUNCE_MS = 300;

const columns: Column<Row>[] = [
  { header: 'Email', cell: (s) => s.email },
  { header: 'Last Submission', date: (s) => s.lastSubmission },
  { header: 'Subscribe Count', cell: (s) => s.subscribeCount },
  { header: 'Status', cell: (s) => subscriptionLabel(s.isSubscribed) },
];

/**
 * News Letters (§2.14): the subscribers, latest submission first, searched by email (kept in
 * `?search=`, as the palette opens it), in pages; Send Email and the campaigns above them.
 */
export function SubscriberList() {
  const principal = useSnapshot(session);
  const [params, setParams] = useSearchParams();
  const typed = params.get('search') ?? '';
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = offsetOf(page, PAGE_SIZE);
  const { snap, loading } = useRows(`${search}:${offset}`, () => newslettersApi.list({ limit: PAGE_SIZE, offset, search: search || undefined }));
  const keep = (next: Record<string, string>) => setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)), { replace: true });
  return (
    <main className="screen">
      <PageHeader title="News Letters">
        <div className="newsletters-actions">
          <TextField label="Search by email" type="search" value={typed} onChange={(text) => keep({ search: text })} />
          <LinkButton variant="secondary" href="/newsletters/campaigns">Campaigns</LinkButton>
          {can(principal, 'newsletters', 'add') && <LinkButton href="/newsletters/sendEmail">Send Email</LinkButton>}
        </div>
      </PageHeader>
      <DataTable caption="Subscribers" rows={snap.items} columns={columns} offset={offset} loading={loading} loadingText={loadingText('News Letters')} />
      <Pagination count={snap.count} limit={PAGE_SIZE} page={page} onPage={(next) => keep({ search: typed, page: String(next) })} />
    </main>
  );
}
