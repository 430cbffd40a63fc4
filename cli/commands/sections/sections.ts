import { graphql } from '#gql';
import { sectionsBulkDocuments as bulkDocs } from './documents.ts';
import { sectionsArea } from '#domain/areas/sections';
import { areaCommand } from '../../lib/area-command.ts';
import { areaBulk, listWhere } from '../../lib/area-commands.ts';
import { restoreCommand } from '../../lib/restore-command.ts';
import { deleteCommand, deleteNaming } from '../../lib/delete-command.ts';
import { getCommand } from '../../lib/get-command.ts';
import { listCommand } from '../../lib/list-command.ts';
import { printTable } from '../../lib/output.ts';
import { setStatusCommand } from '../../lib/set-status-command.ts';
import { sectionColumns } from './section-fields.ts';

const SectionsDocument = graphql(`
  query CliSections($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [SectionOrder!]) {
    sections(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {
      count
      items {
        ...CliSectionFields
      }
    }
  }
`);

const SectionDocument = graphql(`
  query CliSection($id: ID!) {
    section(id: $id) {
      ...CliSectionFields
    }
  }
`);
const SetSectionStatusDocument = graphql(`
  mutation CliSetSectionStatus($id: ID!, $status: Status!) {
    setSectionStatus(id: $id, status: $status) {
      message
      section {
        ...CliSectionFields
      }
    }
  }
`);
const DeleteSectionDocument = graphql(`
  mutation CliDeleteSection($id: ID!) {
    deleteSection(id: $id) {
      id
      message
    }
  }
`);
const RestoreSectionDocument = graphql(`
  mutation CliRestoreSection($id: ID!) {
    restoreSection(id: $id) {
      message
      section {
        ...CliSectionFields
      }
    }
  }
`);

const bulk = areaBulk(sectionsArea, bulkDocs, listWhere({ document: SectionsDocument }, 'sections', sectionsArea));

/** `venue sections …`: the sections (floors) area (module `sections`). */
export const sectionsCommand = areaCommand('sections', 'list, show, activate, delete or restore sections (floors)', [
  listCommand({ area: sectionsArea, description: 'list sections, newest first', search: 'only sections whose name contains this text', document: SectionsDocument, page: (data) => data.sections, columns: sectionColumns }),
  getCommand({ description: 'show one section', noun: 'section', document: SectionDocument, record: (data) => data.section, print: (s) => printTable(sectionColumns, [s]) }),
  setStatusCommand({ description: 'activate or deactivate a section', noun: 'section', document: SetSectionStatusDocument, reply: (data) => ({ message: data.setSectionStatus.message, record: data.setSectionStatus.section }), bulk: bulk('status') }),
  deleteCommand({ description: 'delete a section without live tables (asks for confirmation unless --yes)', noun: 'section', document: DeleteSectionDocument, result: (data) => data.deleteSection, bulk: bulk('delete'), naming: deleteNaming(sectionsArea, SectionDocument) }),
  restoreCommand({ description: 'restore a deleted section', noun: 'section', document: RestoreSectionDocument, reply: (data) => ({ message: data.restoreSection.message, record: data.restoreSection.section }), bulk: bulk('restore') }),
]);
