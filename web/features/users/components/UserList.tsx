import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { offsetOf } from '#domain/pagination';
import { can, showsActionsColumn } from '#domain/permissions';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { dataVersion } from '../../../lib/dataVersion.ts';
import { removeRow } from '../../../lib/pageRows.ts';
import { session } from '../../../lib/session.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { deleteUser } from '../api/deleteUser.ts';
import { listUsers } from '../api/listUsers.ts';

type Page = Awaited<ReturnType<typeof listUsers>>;
type Row = Page['items'][number];
const NO_ROWS = proxy<Page>({ items: [], count: 0 });

/** The users list of §2.6: #, Date, Name, Dob, Email, Mobile No., Actions; ADD; pages in `?page=`. */
export function UserList() {
  const principal = useSnapshot(session);
  const version = useSnapshot(dataVersion).value;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = offsetOf(page, PAGE_SIZE);
  const loaded = useLoad(`${offset}:${version}`, async () => proxy(await listUsers({ limit: PAGE_SIZE, offset })));
  const rows = loaded.data ?? NO_ROWS;
  const snap = useSnapshot(rows);
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = async (id: string) => {
    await deleteUser(id);
    removeRow(rows, id);
  };

  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Dob', date: (row) => row.dob },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Mobile No.', cell: (row) => `${row.mobileCode} ${row.mobileNo}` },
  ];
  if (showsActionsColumn(principal, 'users')) {
    columns.push({
      header: 'Actions',
      cell: (row) => (
        <div className="row-actions">
          {can(principal, 'users', 'view') && <LinkButton variant="icon" href={`/users/${row.id}`} label={`View ${row.name}`}><Icon name="eye" /></LinkButton>}
          {can(principal, 'users', 'edit') && <LinkButton variant="icon" href={`/users/${row.id}/edit`} label={`Edit ${row.name}`}><Icon name="edit" /></LinkButton>}
          {can(principal, 'users', 'del') && <Button variant="icon" aria-label={`Delete ${row.name}`} onPress={() => setDeleting(row.id)}><Icon name="trash" /></Button>}
        </div>
      ),
    });
  }

  return (
    <main className="screen">
      <PageHeader title="Users">{can(principal, 'users', 'add') && <LinkButton href="/users/new">ADD</LinkButton>}</PageHeader>
      <DataTable caption="Users" rows={snap.items} columns={columns} offset={offset} loading={loaded.loading} loadingText={loadingText('Users')} />
      <Pagination count={snap.count} limit={PAGE_SIZE} page={page} onPage={(next) => setParams({ page: String(next) })} />
      <ConfirmDelete isOpen={deleting !== null} onClose={() => setDeleting(null)} onConfirm={() => deleting && remove(deleting).catch(() => undefined)} />
    </main>
  );
}
