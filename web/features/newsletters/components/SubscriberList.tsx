import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { subscriptionLabel } from '#domain/newsletters/subscription';
import { can } from '#domain/permissions';
import { DataTable } from '../../../components/DataTable.tsx';
import { listColumns } from '../../../lib/table/listColumns.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { ListSearch } from '../../../components/area/ListSearch.tsx';
import type { StatusFilter } from '../../../lib/listStatus.ts';
import { useListSearch } from '../../../lib/useListSearch.ts';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { session } from '../../../lib/session.ts';
import { newslettersApi } from '../api.ts';
import '../newsletters.css';
import { ExportButton } from '../../../components/area/ExportButton.tsx';
import { newslettersArea } from '#domain/areas/newsletters';

type Row = Awaited<ReturnType<typeof newslettersApi.list>>['items'][number];
// `?status=subscribed|unsubscribed`.
const BY_SUBSCRIPTION: StatusFilter<{ subscribed?: boolean }> = {
  choices: [{ value: 'subscribed', label: subscriptionLabel(true) }, { value: 'unsubscribed', label: subscriptionLabel(false) }],
  query: (value) => ({ subscribed: value === 'subscribed' }),
};

const columns = listColumns<typeof newslettersArea, Row>(newslettersArea, {
  Email: { cell: (s) => s.email },
  'Last Submission': { date: (s) => s.lastSubmission },
  'Subscribe Count': { cell: (s) => s.subscribeCount },
  Status: { cell: (s) => subscriptionLabel(s.isSubscribed) },
});

/**
 * News Letters (§2.14): the subscribers, latest submission first, searched by email (kept in
 * `?q=`, as the palette opens it) and filtered by subscription (`?status=`), in pages; Send Email
 * and the campaigns above them.
 */
export function SubscriberList() {
  const principal = useSnapshot(session);
  const { query, kept, tools } = useListSearch({}, BY_SUBSCRIPTION);
  const { snap, loading, failed, offset, pager } = usePagedRows(PAGE_SIZE, (page) => newslettersApi.list({ ...page, ...query }), false, kept);
  return (
    <main className="screen">
      <PageHeader title="News Letters">
        <div className="newsletters-actions">
          <LinkButton variant="secondary" href="/newsletters/campaigns">Campaigns</LinkButton>
          {can(principal, 'newsletters', 'add') && <LinkButton href="/newsletters/sendEmail">Send Email</LinkButton>}
          <ExportButton area={newslettersArea} query={query} />
        </div>
      </PageHeader>
      <ListSearch label="Subscribers" {...tools} />
      <DataTable caption="Subscribers" rows={snap.items} columns={columns} offset={offset} loading={loading} failed={failed} loadingText={loadingText('News Letters')} />
      <Pagination {...pager} />
    </main>
  );
}
