import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { campaignState } from '#domain/newsletters/campaign-progress';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { can } from '#domain/permissions';
import { offsetOf } from '#domain/pagination';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { ListSearch } from '../../../components/area/ListSearch.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { dataVersion } from '../../../lib/dataVersion.ts';
import { session } from '../../../lib/session.ts';
import { useListSearch } from '../../../lib/useListSearch.ts';
import { usePolling } from '../../../lib/usePolling.ts';
import { listCampaigns, type CampaignRow } from '../api.ts';
import { CampaignFailures } from './CampaignFailures.tsx';
import { CampaignProgress } from './CampaignProgress.tsx';
import '../newsletters.css';

/** How often the campaigns are read again while one is being sent. */
export const CAMPAIGN_POLL_MS = 2_000;

const columns: Column<CampaignRow>[] = [
  { header: 'Date', date: (c) => c.createdAt },
  { header: 'Subject', cell: (c) => c.subject },
  { header: 'Sent By', cell: (c) => c.sentBy },
  { header: 'Status', cell: (c) => campaignState(c) },
  { header: 'Progress', cell: (c) => <CampaignProgress subject={c.subject} counts={c} /> },
  { header: 'Failed', cell: (c) => (c.failed > 0 ? <CampaignFailures id={c.id} failed={c.failed} /> : 0) },
];

/** The newsletters sent, newest first, searched by subject (`?q=`); their counts update every two seconds while any is being sent. */
export function CampaignList() {
  const principal = useSnapshot(session);
  const version = useSnapshot(dataVersion).value;
  const [params, setParams] = useSearchParams();
  const { query, kept, tools } = useListSearch();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = offsetOf(page, PAGE_SIZE);
  const { data, loading, failed } = usePolling(`${query.search ?? ''}:${offset}:${version}`, () => listCampaigns({ limit: PAGE_SIZE, offset, ...query }), CAMPAIGN_POLL_MS, (p) => p.items.some((c) => c.sending));
  return (
    <main className="screen">
      <PageHeader title="Campaigns">
        <div className="newsletters-actions">
          <LinkButton variant="secondary" href="/newsletters">Subscribers</LinkButton>
          {can(principal, 'newsletters', 'add') && <LinkButton href="/newsletters/sendEmail">Send Email</LinkButton>}
        </div>
      </PageHeader>
      <ListSearch label="Campaigns" {...tools} />
      <DataTable caption="Campaigns" rows={data?.items ?? []} columns={columns} offset={offset} loading={loading} failed={failed && !data} loadingText={loadingText('Campaigns')} />
      <Pagination count={data?.count ?? 0} limit={PAGE_SIZE} page={page} onPage={(next) => setParams({ ...kept, page: String(next) })} />
    </main>
  );
}
