import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { can, showsActionsColumn } from '#domain/permissions';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { switchColumn } from '../../../components/switchColumn.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { useRowDelete } from '../../../components/useRowDelete.ts';
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
  ];
  if (showsActionsColumn(principal, 'sections'))
    columns.push({
      header: 'Actions',
      cell: (row) => (
        <div className="row-actions">
          {can(principal, 'sections', 'edit') && <LinkButton variant="icon" href={`/sections/${row.id}/edit`} label={`Edit ${row.name}`}><Icon name="edit" /></LinkButton>}
          {can(principal, 'sections', 'del') && <Button variant="icon" aria-label={`Delete ${row.name}`} onPress={() => deletion.ask(row.id)}><Icon name="trash" /></Button>}
        </div>
      ),
    });

  return (
    <main className="screen">
      <PageHeader title="Sections">{can(principal, 'sections', 'add') && <LinkButton href="/sections/new">ADD</LinkButton>}</PageHeader>
      <DataTable caption="Sections" rows={snap.items} columns={columns} offset={offset} loading={loading} loadingText={loadingText('Sections')} />
      <Pagination {...pager} />
      <ConfirmDelete {...deletion.confirm} />
    </main>
  );
}
