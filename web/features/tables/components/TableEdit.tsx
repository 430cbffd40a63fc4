import { useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { useEditedRecord } from '../../../lib/useEditedRecord.ts';
import { updateTable } from '../api/saveTable.ts';
import { getTable } from '../api/tables.ts';
import { TableForm } from './TableForm.tsx';
import { ListRedirect } from '../../../components/ListRedirect.tsx';

/** Edit Table: the saved table, its current image shown (Re-crop or Replace); without a new image none is sent and the old one is kept; a failed load returns to the list; the save names the version it was made from. */
export function TableEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: table, failed, round, reload } = useEditedRecord(id, (key) => getTable(key));
  if (failed) return <ListRedirect list="/tables" />;
  if (!table) return <p role="status">{GUARD_LOADING}</p>;
  const initial = { name: table.name, tableNo: table.tableNo ?? '', capacity: String(table.capacity), sectionId: table.section.id, categoryId: table.category.id, inclusions: [...table.inclusions], image: table.image };
  return <TableForm key={`${table.id}:${round}`} title="Edit Table" isEdit initial={initial} version={table.updatedAt} onSave={(form, expectedUpdatedAt) => updateTable(table.id, form, expectedUpdatedAt)} onReload={reload} />;
}
