import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { can } from '#domain/permissions';
import { actionsColumn } from '../../../lib/table/actionsColumn.tsx';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { switchColumn } from '../../../lib/table/switchColumn.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { useRowDelete } from '../../../lib/useRowDelete.ts';
import { session } from '../../../lib/session.ts';
import { switchRow } from '../../../lib/switchRow.ts';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { deleteSection, listSections, setSectionStatus } from '../api/sections.ts';

type Row = Awaited<ReturnType<typeof listSections>>['items'][number];

/** "Sections" (§2.11): #, Date, Name, Status, Actions (edit, delete; no view screen); ADD. */
export function SectionList() {
  const principal = useSnapshot(session);
  const { rows, snap, loading, offset, pager } = usePagedRows(PAGE_SIZE, listSections);
  const deletion = useRowDelete(rows, deleteSection);
  const changeStatus = switchRow(rows, setSectionStatus, 'status');

  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Name', cell: (row) => row.name },
    switchColumn<Row>(principal, 'sections', 'status', (row) => row.name, changeStatus),
    // No view screen (§2.2): edit and delete only.
    ...actionsColumn<Row>(principal, 'sections', '/sections', (row) => row.name, deletion.ask, { view: false, edit: true, remove: true }),
  ];
  return (
    <main className="screen">
      <PageHeader title="Sections">{can(principal, 'sections', 'add') && <LinkButton href="/sections/new">ADD</LinkButton>}</PageHeader>
      <DataTable caption="Sections" rows={snap.items} columns={columns} offset={offset} loading={loading} loadingText={loadingText('Sections')} />
      <Pagination {...pager} />
      <ConfirmDelete {...deletion.confirm} />
    </main>
  );
}
