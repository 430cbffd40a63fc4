import { useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { useEditedRecord } from '../../../lib/useEditedRecord.ts';
import { getCategory } from '../api/categories.ts';
import { updateCategory } from '../api/saveCategory.ts';
import { CategoryForm } from './CategoryForm.tsx';
import { ListRedirect } from '../../../components/ListRedirect.tsx';

/** "Edit Category": the current layout preloaded, Name; Save and Cancel; a failed load returns to the list; the save names the version it was made from. */
export function CategoryEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, failed, round, reload } = useEditedRecord(id, getCategory);
  if (failed) return <ListRedirect list="/categories" />;
  if (!data) return <p role="status">{GUARD_LOADING}</p>;
  const { category } = data;
  return (
    <CategoryForm
      key={`${category.id}:${round}`}
      title="Edit Category"
      initial={{ name: category.name, layout: category.layout }}
      version={category.updatedAt}
      onSave={(form, expectedUpdatedAt) => updateCategory(category.id, form, expectedUpdatedAt)}
      onReload={reload}
    />
  );
}
