import { createCategory } from '../api/saveCategory.ts';
import { CategoryForm } from './CategoryForm.tsx';

/** "Add Category": layout image and Name; buttons "Add Category" and Cancel. */
export function CategoryNew() {
  return <CategoryForm title="Add Category" submitLabel="Add Category" initial={{ name: '', layout: { image: '', imageAlt: '' } }} onSave={createCategory} />;
}
