import { useSnapshot } from 'valtio';
import { contactUsArea } from '#domain/areas/contact-us';
import { specialOccasionLabel } from '#domain/contact-us';
import { statusNames, type StatusName } from '#domain/declaration/status-names';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { can } from '#domain/permissions';
import { DataTable } from '../../../components/DataTable.tsx';
import { listColumns } from '../../../lib/table/listColumns.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { StatusSelect } from '../../../components/StatusSelect.tsx';
import { ListSearch } from '../../../components/area/ListSearch.tsx';
import type { StatusFilter } from '../../../lib/listStatus.ts';
import { useListSearch } from '../../../lib/useListSearch.ts';
import { patchRow } from '../../../lib/pageRows.ts';
import { session } from '../../../lib/session.ts';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { contactUsApi } from '../api.ts';
import { ExportButton } from '../../../components/area/ExportButton.tsx';

type Row = Awaited<ReturnType<typeof contactUsApi.list>>['items'][number];
type Status = StatusName<typeof contactUsArea>;

const { access, nouns: { label } } = contactUsArea;
const [PENDING] = statusNames(contactUsArea);
const STATUSES = contactUsArea.statuses.map((value) => ({ value: value.name, label: value.label }));
// The URL names a status in lower case: `?status=pending`.
const BY_ENQUIRY_STATUS: StatusFilter<{ status?: Status }> = {
  choices: STATUSES.map((status) => ({ value: status.value.toLowerCase(), label: status.label })),
  query: (value) => ({ status: STATUSES.find((s) => s.value.toLowerCase() === value)?.value }),
};

/**
 * "Contact Us" (§2.14): enquiries newest first, read-only but for the status dropdown of each,
 * saved at once and rolled back with a toast when refused; filtered by status (`?status=pending`)
 * and searched by name or email (`?q=`), both kept in the URL.
 */
export function ContactUsList() {
  const principal = useSnapshot(session);
  const { query, kept, tools } = useListSearch({}, BY_ENQUIRY_STATUS);
  const { rows, snap, loading, failed, offset, pager } = usePagedRows(PAGE_SIZE, (page) => contactUsApi.list({ ...page, ...query }), false, kept);

  const change = async (id: string, next: Status) => {
    await contactUsApi.setStatus(id, next === PENDING);
    patchRow(rows, id, { status: next });
  };
  const columns = listColumns<typeof contactUsArea, Row>(contactUsArea, {
    Date: { date: (row) => row.createdAt },
    Name: { cell: (row) => row.name },
    Email: { cell: (row) => row.email },
    Mobile: { cell: (row) => `${row.mobileCode} ${row.mobileNo}` },
    Dob: { date: (row) => row.dob },
    'Special Occasion': { cell: (row) => specialOccasionLabel(row.specialOccasion) },
    Status: { cell: (row) => <StatusSelect label={`Status of ${row.name}`} value={row.status} options={STATUSES} isDisabled={!can(principal, access, 'edit')} onChange={(next) => change(row.id, next)} /> },
  });

  return (
    <main className="screen">
      <PageHeader title={label}>
        <ExportButton area={contactUsArea} query={query} />
      </PageHeader>
      <ListSearch label={label} {...tools} />
      <DataTable caption={label} rows={snap.items} columns={columns} offset={offset} loading={loading} failed={failed} loadingText={loadingText(label)} />
      <Pagination {...pager} />
    </main>
  );
}
