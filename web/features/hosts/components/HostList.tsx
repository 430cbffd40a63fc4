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
import { deleteHost } from '../api/deleteHost.ts';
import { listHosts } from '../api/listHosts.ts';
import { setHostBlocked } from '../api/setHostBlocked.ts';

type Page = Awaited<ReturnType<typeof listHosts>>;
type Row = Page['items'][number];
const NO_ROWS = proxy<Page>({ items: [], count: 0 });

/** The hosts list (§2.14): #, Date, Name, Email, Blocked switch, Actions; ADD; pages in `?page=`. */
export function HostList() {
  const principal = useSnapshot(session);
  const version = useSnapshot(dataVersion).value;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = offsetOf(page, PAGE_SIZE);
  const loaded = useLoad(`${offset}:${version}`, async () => proxy(await listHosts({ limit: PAGE_SIZE, offset })));
  const rows = loaded.data ?? NO_ROWS;
  const snap = useSnapshot(rows);
  const [deleting, setDeleting] = useState<string | null>(null);

  const changeBlocked = async (id: string, blocked: boolean) => {
    await setHostBlocked(id, blocked);
    patchRow(rows, id, { isBlocked: blocked });
  };
  const remove = async (id: string) => {
    await deleteHost(id);
    removeRow(rows, id);
  };

  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Email', cell: (row) => row.email },
    {
      header: 'Blocked',
      cell: (row) => (
        <StatusSwitch label={`Blocked: ${row.name}`} isActive={row.isBlocked} isDisabled={!can(principal, 'hosts', 'edit')} onChange={(blocked) => changeBlocked(row.id, blocked)} />
      ),
    },
  ];
  if (showsActionsColumn(principal, 'hosts')) {
    columns.push({
      header: 'Actions',
      cell: (row) => (
        <div className="row-actions">
          {can(principal, 'hosts', 'view') && <LinkButton variant="icon" href={`/hosts/${row.id}`} label={`View ${row.name}`}><Icon name="eye" /></LinkButton>}
          {can(principal, 'hosts', 'edit') && <LinkButton variant="icon" href={`/hosts/${row.id}/edit`} label={`Edit ${row.name}`}><Icon name="edit" /></LinkButton>}
          {can(principal, 'hosts', 'del') && <Button variant="icon" aria-label={`Delete ${row.name}`} onPress={() => setDeleting(row.id)}><Icon name="trash" /></Button>}
        </div>
      ),
    });
  }

  return (
    <main className="screen">
      <PageHeader title="Hosts">{can(principal, 'hosts', 'add') && <LinkButton href="/hosts/new">ADD</LinkButton>}</PageHeader>
      <DataTable caption="Hosts" rows={snap.items} columns={columns} offset={offset} loading={loaded.loading} loadingText={loadingText('Hosts')} />
      <Pagination count={snap.count} limit={PAGE_SIZE} page={page} onPage={(next) => setParams({ page: String(next) })} />
      <ConfirmDelete isOpen={deleting !== null} onClose={() => setDeleting(null)} onConfirm={() => deleting && remove(deleting).catch(() => undefined)} />
    </main>
  );
}
