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
import { StatusSwitch } from '../../../components/StatusSwitch.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { dataVersion } from '../../../lib/dataVersion.ts';
import { patchRow, removeRow } from '../../../lib/pageRows.ts';
import { session } from '../../../lib/session.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { deleteRole } from '../api/deleteRole.ts';
import { listRoles } from '../api/listRoles.ts';
import { setRoleStatus } from '../api/setRoleStatus.ts';

type Page = Awaited<ReturnType<typeof listRoles>>;
type Row = Page['items'][number];
const NO_ROWS = proxy<Page>({ items: [], count: 0 });

/** The roles list of §2.7: #, Date, Name, Status, Actions; ADD; pages in `?page=`. */
export function RoleList() {
  const principal = useSnapshot(session);
  const version = useSnapshot(dataVersion).value;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = offsetOf(page, PAGE_SIZE);
  const loaded = useLoad(`${offset}:${version}`, async () => proxy(await listRoles({ limit: PAGE_SIZE, offset })));
  const rows = loaded.data ?? NO_ROWS;
  const snap = useSnapshot(rows);
  const [deleting, setDeleting] = useState<string | null>(null);

  const changeStatus = async (id: string, active: boolean) => {
    await setRoleStatus(id, active);
    patchRow(rows, id, { status: active ? 'ACTIVE' : 'INACTIVE' });
  };
  const remove = async (id: string) => {
    await deleteRole(id);
    removeRow(rows, id);
  };

  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Name', cell: (row) => row.name },
    {
      header: 'Status',
      cell: (row) => (
        <StatusSwitch label={`Status of ${row.name}`} isActive={row.status === 'ACTIVE'} isDisabled={!can(principal, 'roles', 'edit')} onChange={(active) => changeStatus(row.id, active)} />
      ),
    },
  ];
  if (showsActionsColumn(principal, 'roles')) {
    columns.push({
      header: 'Actions',
      cell: (row) => (
        <div className="row-actions">
          {can(principal, 'roles', 'view') && <LinkButton variant="icon" href={`/roles/${row.id}`} label={`View ${row.name}`}><Icon name="eye" /></LinkButton>}
          {can(principal, 'roles', 'edit') && <LinkButton variant="icon" href={`/roles/${row.id}/edit`} label={`Edit ${row.name}`}><Icon name="edit" /></LinkButton>}
          {can(principal, 'roles', 'del') && <Button variant="icon" aria-label={`Delete ${row.name}`} onPress={() => setDeleting(row.id)}><Icon name="trash" /></Button>}
        </div>
      ),
    });
  }

  return (
    <main className="screen">
      <PageHeader title="Roles">{can(principal, 'roles', 'add') && <LinkButton href="/roles/new">ADD</LinkButton>}</PageHeader>
      <DataTable caption="Roles" rows={snap.items} columns={columns} offset={offset} loading={loaded.loading} loadingText={loadingText('Roles')} />
      <Pagination count={snap.count} limit={PAGE_SIZE} page={page} onPage={(next) => setParams({ page: String(next) })} />
      <ConfirmDelete isOpen={deleting !== null} onClose={() => setDeleting(null)} onConfirm={() => deleting && remove(deleting).catch(() => undefined)} />
    </main>
  );
}
