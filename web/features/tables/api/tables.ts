import { graphql } from '#gql';
import type { ListFilters } from '../../../lib/area/AreaApi.ts';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const TablesDocument = graphql(`
  query Tables($date: Date, $limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {
    tables(date: $date, limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {
      count
      items { id name tableNo capacity image isFeatured status section { id name } category { id name } date price bookingStatus createdAt }
    }
  }
`);
const TableDocument = graphql(`
  query Table($id: ID!, $date: Date) {
    table(id: $id, date: $date) { id name tableNo capacity image inclusions isFeatured status section { id name } category { id name } date price bookingStatus createdAt updatedAt }
  }
`);
const SetTableStatusDocument = graphql(`
  mutation SetTableStatus($id: ID!, $status: Status!) {
    setTableStatus(id: $id, status: $status) { message table { id status } }
  }
`);
const SetTableFeaturedDocument = graphql(`
  mutation SetTableFeatured($id: ID!, $isFeatured: Boolean!) {
    setTableFeatured(id: $id, isFeatured: $isFeatured) { message table { id isFeatured } }
  }
`);
const DeleteTableDocument = graphql(`
  mutation DeleteTable($id: ID!) {
    deleteTable(id: $id) { id message }
  }
`);

const RestoreTableDocument = graphql(`
  mutation RestoreTable($id: ID!) {
    restoreTable(id: $id) { message table { id } }
  }
`);

/** One page of tables with the price and booking status of `date` (YYYY-MM-DD; today when absent). */
export const listTables = async (page: { limit: number; offset: number; search?: string; date?: string } & ListFilters) => (await request(TablesDocument, page)).tables;

/** One table as of today. */
/** A table as on `date` (its price and booking status of that venue day), today when left out. */
export const getTable = async (id: string, date?: string) => (await request(TableDocument, { id, date })).table;

/** Activates or deactivates a table and toasts the reply. */
export async function setTableStatus(id: string, active: boolean): Promise<void> {
  toastSuccess((await request(SetTableStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' })).setTableStatus.message);
}

/** Features a table or stops, toasts the reply and says whether the server accepted it. */
export async function setTableFeatured(id: string, isFeatured: boolean): Promise<boolean> {
  const reply = (await request(SetTableFeaturedDocument, { id, isFeatured })).setTableFeatured;
  toastSuccess(reply.message);
  return reply.table.isFeatured === isFeatured;
}

/** Deletes a table and toasts the reply. */
export async function deleteTable(id: string): Promise<{ id: string }> {
  const reply = (await request(DeleteTableDocument, { id })).deleteTable;
  toastSuccess(reply.message);
  return reply;
}

/** Brings a deleted table back and toasts the reply. */
export async function restoreTable(id: string): Promise<void> {
  toastSuccess((await request(RestoreTableDocument, { id })).restoreTable.message);
}
