import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const CreateCategoryRecordDocument = graphql(`
  mutation CreateCategoryRecord($input: CreateCategoryRecordInput!) {
    createCategoryRecord(input: $input) { message record { id } }
  }
`);
const UpdateCategoryRecordDocument = graphql(`
  mutation UpdateCategoryRecord($input: UpdateCategoryRecordInput!, $expectedUpdatedAt: DateTime) {
    updateCategoryRecord(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message record { id updatedAt } }
  }
`);

/** Adds a price record and toasts the reply. */
export async function createCategoryRecord(input: { categoryId: string; fromDate: string; toDate: string; price: number }): Promise<void> {
  toastSuccess((await request(CreateCategoryRecordDocument, { input })).createCategoryRecord.message);
}

/** Changes a record's price (refused when it changed since `expectedUpdatedAt`) and toasts the reply. */
export async function updateCategoryRecord(input: { categoryId: string; id: string; price: number }, expectedUpdatedAt?: string): Promise<void> {
  toastSuccess((await request(UpdateCategoryRecordDocument, { input, expectedUpdatedAt })).updateCategoryRecord.message);
}
