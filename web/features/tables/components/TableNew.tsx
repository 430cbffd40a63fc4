import type { TableForm as TableFormValues } from '#domain/schemas/table';
import { createTable } from '../api/saveTable.ts';
import { TableForm } from './TableForm.tsx';

/** Add Table: an empty form with one inclusion; it always creates. */
export function TableNew() {
  const initial = { name: '', tableNo: '', capacity: '', sectionId: '', categoryId: '', inclusions: [''], image: '' };
  return <TableForm title="Add Table" isEdit={false} initial={initial} onSave={(form) => createTable(form as TableFormValues)} />;
}
