import { tablesArea } from '#domain/areas/tables';
import { graphql } from '#gql';
import { tablesBulkDocuments as bulkDocs } from './documents.ts';
import { areaCommand } from '../../lib/area-command.ts';
import { areaBulk, listWhere } from '../../lib/area-commands.ts';
import { restoreCommand } from '../../lib/restore-command.ts';
import { deleteCommand, deleteNaming } from '../../lib/delete-command.ts';
import { getCommand } from '../../lib/get-command.ts';
import { listCommand } from '../../lib/list-command.ts';
import { printTable } from '../../lib/output.ts';
import { setStatusCommand } from '../../lib/set-status-command.ts';
import { toggleCommands } from '../../lib/toggle-commands.ts';
import { tableColumns } from './table-fields.ts';

const TablesDocument = graphql(`
  query CliTables($limit: Int, $offset: Int, $search: String, $date: Date, $status: Status, $deleted: Boolean, $orderBy: [TableOrder!]) {
    tables(limit: $limit, offset: $offset, search: $search, date: $date, status: $status, deleted: $deleted, orderBy: $orderBy) {
      count
      items {
        ...CliTableFields
      }
    }
  }
`);
const TableDocument = graphql(`
  query CliTable($id: ID!, $date: Date) {
    table(id: $id, date: $date) {
      ...CliTableFields
    }
  }
`);
const SetTableStatusDocument = graphql(`
  mutation CliSetTableStatus($id: ID!, $status: Status!) {
    setTableStatus(id: $id, status: $status) {
      message
      table {
        ...CliTableFields
      }
    }
  }
`);
const DeleteTableDocument = graphql(`
  mutation CliDeleteTable($id: ID!) {
    deleteTable(id: $id) {
      id
      message
    }
  }
`);
const RestoreTableDocument = graphql(`
  mutation CliRestoreTable($id: ID!) {
    restoreTable(id: $id) {
      message
      table {
        ...CliTableFields
      }
    }
  }
`);
// The variable is named after the declared toggle (`featured`); the field's argument is `isFeatured`.
const SetTableFeaturedDocument = graphql(`
  mutation CliSetTableFeatured($id: ID!, $featured: Boolean!) {
    setTableFeatured(id: $id, isFeatured: $featured) {
      message
      table {
        ...CliTableFields
      }
    }
  }
`);

const bulk = areaBulk(tablesArea, bulkDocs, listWhere({ document: TablesDocument }, 'tables', tablesArea));

/** `venue tables …`: the venue's tables, priced and booked as on a date (module `tables`). */
export const tablesCommand = areaCommand('tables', 'list tables by date, show, activate, feature, delete or restore them', [
  listCommand({
    area: tablesArea,
    description: "list tables with the price and booking status of a day (today's by default)",
    search: 'only tables whose name contains this text',
    date: 'the day (YYYY-MM-DD) whose price and booking status are shown; today in the venue by default',
    document: TablesDocument,
    page: (data) => data.tables,
    columns: tableColumns,
  }),
  getCommand({
    description: "show one table with the price and booking status of a day (today's by default)",
    date: 'the day (YYYY-MM-DD) whose price and booking status are shown; today in the venue by default',
    noun: 'table',
    document: TableDocument,
    record: (data) => data.table,
    print: (t) => printTable([...tableColumns, { header: 'Inclusions', value: (r) => r.inclusions.join('; ') }], [t]),
  }),
  setStatusCommand({ description: 'activate or deactivate a table', noun: 'table', document: SetTableStatusDocument, reply: (data) => ({ message: data.setTableStatus.message, record: data.setTableStatus.table }), bulk: bulk('status') }),
  deleteCommand({ description: 'delete a table (asks for confirmation unless --yes)', noun: 'table', document: DeleteTableDocument, result: (data) => data.deleteTable, bulk: bulk('delete'), naming: deleteNaming(tablesArea, TableDocument) }),
  restoreCommand({ description: 'restore a deleted table', noun: 'table', document: RestoreTableDocument, reply: (data) => ({ message: data.restoreTable.message, record: data.restoreTable.table }), bulk: bulk('restore') }),
  // `feature` / `unfeature`, their help and replies from the declared toggle.
  ...toggleCommands({
    name: 'featured',
    toggle: tablesArea.toggles.featured,
    noun: 'table',
    document: SetTableFeaturedDocument,
    reply: (data) => ({ message: data.setTableFeatured.message, record: data.setTableFeatured.table }),
    bulk: bulk('toggle:featured'),
  }),
]);
