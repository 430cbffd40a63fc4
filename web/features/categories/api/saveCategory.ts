import { graphql } from '#gql';
import type { CategoryForm } from '#domain/schemas/category';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const CreateCategoryDocument = graphql(`
  mutation CreateCategory($input: CreateCategoryInput!) {
    createCategory(input: $input) { message category { id } }
  }
`);
const UpdateCategoryDocument = graphql(`
  mutation UpdateCategory($input: UpdateCategoryInput!) {
    updateCategory(input: $input) { message category { id } }
  }
`);

/** Creates a category with its layout and toasts the reply. */
export async function createCategory(form: CategoryForm): Promise<void> {
  toastSuccess((await request(CreateCategoryDocument, { input: form })).createCategory.message);
}

/** Renames a category and sends its layout (the current one unless re-cropped); toasts the reply. */
export async function updateCategory(id: string, form: CategoryForm): Promise<void> {
  toastSuccess((await request(UpdateCategoryDocument, { input: { id, ...form } })).updateCategory.message);
}
