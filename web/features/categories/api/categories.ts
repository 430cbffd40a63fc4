import { graphql } from '#gql';
import type { ListFilters } from '../../../lib/area/AreaApi.ts';
import { found } from '#domain/found';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const CategoriesDocument = graphql(`
  query Categories($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {
    categories(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {
      count
      items { id name status autoRenewal tableCount price layout { image imageAlt } createdAt }
    }
  }
`);
const AllCategoriesDocument = graphql(`
  query AllCategories {
    allCategories { id name }
  }
`);
const CategoryDocument = graphql(`
  query Category($id: ID!, $limit: Int, $offset: Int) {
    category(id: $id) { id name status autoRenewal tableCount price layout { image imageAlt } createdAt updatedAt }
    categoryRecords(categoryId: $id, limit: $limit, offset: $offset) { count items { id fromDate toDate days price createdAt updatedAt } }
  }
`);
const SetCategoryStatusDocument = graphql(`
  mutation SetCategoryStatus($id: ID!, $status: Status!) {
    setCategoryStatus(id: $id, status: $status) { message category { id status } }
  }
`);
const SetCategoryAutoRenewalDocument = graphql(`
  mutation SetCategoryAutoRenewal($id: ID!, $autoRenewal: Boolean!) {
    setCategoryAutoRenewal(id: $id, autoRenewal: $autoRenewal) { message category { id autoRenewal price } }
  }
`);

const DeleteCategoryDocument = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) { id message }
  }
`);
const RestoreCategoryDocument = graphql(`
  mutation RestoreCategory($id: ID!) {
    restoreCategory(id: $id) { message category { id } }
  }
`);

/** One page of categories with Table Count and today's price. */
export const listCategories = async (page: { limit: number; offset: number; search?: string } & ListFilters) => (await request(CategoriesDocument, page)).categories;

/** Active categories by name: the table form's Category select. */
export const allCategories = async () => (await request(AllCategoriesDocument, {})).allCategories;

/** A category and one page of its records, latest period first. */
export const getCategory = async (id: string, page: { limit: number; offset: number } = { limit: 10, offset: 0 }) => {
  const { category, categoryRecords } = await request(CategoryDocument, { id, ...page });
  return { category: found(category), records: categoryRecords };
};

/** Activates or deactivates a category and toasts the reply. */
export async function setCategoryStatus(id: string, active: boolean): Promise<void> {
  toastSuccess((await request(SetCategoryStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' })).setCategoryStatus.message);
}

/** Switches auto-renewal and toasts the reply; the category's price of today after it (switched on, it may have renewed). */
export async function setCategoryAutoRenewal(id: string, autoRenewal: boolean): Promise<{ price: number | null }> {
  const { message, category } = (await request(SetCategoryAutoRenewalDocument, { id, autoRenewal })).setCategoryAutoRenewal;
  toastSuccess(message);
  return { price: category.price ?? null };
}

/** Deletes a category (refused while live tables use it) and toasts the reply. */
export async function deleteCategory(id: string): Promise<{ id: string }> {
  const reply = (await request(DeleteCategoryDocument, { id })).deleteCategory;
  toastSuccess(reply.message);
  return reply;
}

/** Brings a deleted category back and toasts the reply. */
export async function restoreCategory(id: string): Promise<void> {
  toastSuccess((await request(RestoreCategoryDocument, { id })).restoreCategory.message);
}
