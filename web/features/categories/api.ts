import type { CategoryForm } from '#domain/schemas/category';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { deleteCategory, getCategory, listCategories, restoreCategory, setCategoryStatus } from './api/categories.ts';
import { createCategory, updateCategory } from './api/saveCategory.ts';

/**
 * The categories' calls (§2.12), one per declared operation; each change toasts its reply. The
 * auto-renewal switch and the price records are the area's own calls (./api/categories.ts, ./api/saveRecord.ts).
 */
export const categoriesApi = {
  list: ({ limit, offset, search, deleted, status }: ListQuery) => listCategories({ limit, offset, search, deleted, status }),
  // One category as its list row is (the palette's hit); the detail screen reads its records too, with getCategory.
  get: async (id: string) => (await getCategory(id, { limit: 1, offset: 0 })).category,
  create: (form: CategoryForm) => createCategory(form),
  update: updateCategory,
  setStatus: setCategoryStatus,
  remove: deleteCategory,
  restore: restoreCategory,
};
