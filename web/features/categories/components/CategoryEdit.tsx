import { useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { useLoad } from '../../../lib/useLoad.ts';
import { getCategory } from '../api/categories.ts';
import { updateCategory } from '../api/saveCategory.ts';
import { CategoryForm } from './CategoryForm.tsx';
import { ListRedirect } from '../../../components/ListRedirect.tsx';

/** "Edit Category": the current layout preloaded, Name; Save and Cancel; a failed load returns to the list. */
export function CategoryEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, failed } = useLoad(id, () => getCategory(id));
  if (failed) return <ListRedirect list="/categories" />;
  if (!data) return <p role="status">{GUARD_LOADING}</p>;
  const { category } = data;
  return <CategoryForm key={category.id} title="Edit Category" initial={{ name: category.name, layout: category.layout }} onSave={(form) => updateCategory(category.id, form)} />;
}
