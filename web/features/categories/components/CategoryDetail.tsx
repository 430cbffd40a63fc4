import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useParams, useSearchParams } from 'wouter';
import { PAGE_SIZE } from '#domain/limits';
import { can } from '#domain/permissions';
import { offsetOf } from '#domain/pagination';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { DetailField } from '../../../components/DetailField.tsx';
import { DetailScreen } from '../../../components/DetailScreen.tsx';
import { mediaUrl } from '../../../lib/media/mediaUrl.ts';
import { Pagination } from '../../../components/Pagination.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { session } from '../../../lib/session.ts';
import { useDataVersion } from '../../../lib/dataVersion.ts';
import { findListed } from '../../../lib/findListed.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { formatVenueDate } from '../../../lib/venueCalendar.ts';
import { getCategory } from '../api/categories.ts';
import { priceText } from './CategoryList.tsx';
import { RecordDialog, type EditedRecord } from './RecordDialog.tsx';
import '../categories.css';
import { ListRedirect } from '../../../components/ListRedirect.tsx';

type Row = NonNullable<Awaited<ReturnType<typeof getCategory>>>['records']['items'][number];

/** Category detail (§2.12): name and layout on the left; "Category Records" on the right, paged, with ADD and edit popups. */
export function CategoryDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const principal = useSnapshot(session);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = offsetOf(page, PAGE_SIZE);
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<{ record: EditedRecord } | null>(null);
  const changed = useDataVersion();
  const { data, failed, loading } = useLoad(`${id}:${offset}:${version}:${changed}`, () => getCategory(id, { limit: PAGE_SIZE, offset }));
  if (failed) return <ListRedirect list="/categories" />;
  // After a save refused because someone saved the record since: the popup again with the record as
  // now saved, on whichever page it stands, and the table too; gone, the popup says so (StaleNotice).
  const reload = async (recordId: string) => {
    const saved = await findListed(async (page) => (await getCategory(id, page)).records, recordId);
    setDialog({ record: saved });
    setVersion((v) => v + 1);
  };

  const mayEdit = can(principal, 'categories', 'edit');
  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'From Date', date: (row) => row.fromDate },
    { header: 'To Date', date: (row) => row.toDate },
    { header: 'Days', cell: (row) => row.days },
    { header: 'Price', cell: (row) => priceText(row.price) },
  ];
  // Named by the From Date as the row shows it ("Edit record from Dec 03, 2026").
  if (mayEdit) columns.push({ header: 'Actions', cell: (row) => <Button variant="icon" aria-label={`Edit record from ${formatVenueDate(row.fromDate)}`} onPress={() => setDialog({ record: row })}><Icon name="edit" /></Button> });

  return (
    <DetailScreen title="Category Detail" closeTo="/categories">
      {data && (
        <div className="category-detail">
          <section className="category-detail__info">
            <DetailField label="Name" value={data.category.name} />
            <img className="category-detail__layout" src={mediaUrl(data.category.layout.image)} alt={`Layout of ${data.category.name}`} />
          </section>
          <section className="category-detail__records" aria-label="Category Records">
            <header className="category-detail__header">
              <h2>Category Records</h2>
              {can(principal, 'categories', 'add') && <Button onPress={() => setDialog({ record: null })}>ADD</Button>}
            </header>
            <DataTable caption="Category Records" rows={data.records.items} columns={columns} offset={offset} loading={loading} failed={failed} loadingText="Loading Category Records..." />
            <Pagination count={data.records.count} limit={PAGE_SIZE} page={page} onPage={(next) => setParams({ page: String(next) })} />
          </section>
        </div>
      )}
      {dialog && (
        <RecordDialog
          key={dialog.record?.updatedAt}
          categoryId={id}
          record={dialog.record}
          onClose={() => setDialog(null)}
          onSaved={() => setVersion((v) => v + 1)}
          onReload={dialog.record ? () => reload(dialog.record!.id) : undefined}
        />
      )}
    </DetailScreen>
  );
}
