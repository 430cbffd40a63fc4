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
  mutation UpdateCategory($input: UpdateCategoryInput!, $expectedUpdatedAt: DateTime) {
    updateCategory(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message category { id updatedAt } }
  }
`);

/** Creates a category with its layout and toasts the reply. */
export async function createCategory(form: CategoryForm): Promise<void> {
  toastSuccess((await request(CreateCategoryDocument, { input: form })).createCategory.message);
}

/** Renames a category and sends its layout (the current one unless re-cropped), refused when it changed since `expectedUpdatedAt`; toasts the reply. */
export async function updateCategory(id: string, form: CategoryForm, expectedUpdatedAt?: string): Promise<void> {
  toastSuccess((await request(UpdateCategoryDocument, { input: { id, ...form }, expectedUpdatedAt })).updateCategory.message);
}
