import { graphql } from '#gql';
import type { TableEdit, TableForm } from '#domain/schemas/table';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const CreateTableDocument = graphql(`
  mutation CreateTable($input: CreateTableInput!) {
    createTable(input: $input) { message table { id } }
  }
`);
const UpdateTableDocument = graphql(`
  mutation UpdateTable($input: UpdateTableInput!, $expectedUpdatedAt: DateTime) {
    updateTable(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message table { id updatedAt } }
  }
`);

/** Creates a table (always: the spec's add form sent image-less adds to the update call) and toasts the reply. */
export async function createTable(form: TableForm): Promise<void> {
  toastSuccess((await request(CreateTableDocument, { input: form })).createTable.message);
}

/** Updates a table (refused when it changed since `expectedUpdatedAt`); with no new image none is sent and the old one is kept. Toasts the reply. */
export async function updateTable(id: string, form: TableEdit, expectedUpdatedAt?: string): Promise<void> {
  toastSuccess((await request(UpdateTableDocument, { input: { id, ...form }, expectedUpdatedAt })).updateTable.message);
}
