import { found } from '#domain/found';
import type { ListFilters } from '../../../lib/area/AreaApi.ts';
import { graphql } from '#gql';
import type { SectionForm } from '#domain/schemas/section';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const SectionsDocument = graphql(`
  query Sections($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {
    sections(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {
      count
      items { id name status createdAt }
    }
  }
`);
const SectionDocument = graphql(`
  query Section($id: ID!) {
    section(id: $id) { id name status createdAt updatedAt }
  }
`);
const CreateSectionDocument = graphql(`
  mutation CreateSection($name: String!) {
    createSection(name: $name) { message section { id } }
  }
`);
const UpdateSectionDocument = graphql(`
  mutation UpdateSection($id: ID!, $name: String!, $expectedUpdatedAt: DateTime) {
    updateSection(id: $id, name: $name, expectedUpdatedAt: $expectedUpdatedAt) { message section { id updatedAt } }
  }
`);
const SetSectionStatusDocument = graphql(`
  mutation SetSectionStatus($id: ID!, $status: Status!) {
    setSectionStatus(id: $id, status: $status) { message section { id status } }
  }
`);
const DeleteSectionDocument = graphql(`
  mutation DeleteSection($id: ID!) {
    deleteSection(id: $id) { id message }
  }
`);

const RestoreSectionDocument = graphql(`
  mutation RestoreSection($id: ID!) {
    restoreSection(id: $id) { message section { id } }
  }
`);

/** One page of sections, optionally matching `search` by name; `deleted` lists the deleted ones. */
export const listSections = async (page: { limit: number; offset: number; search?: string } & ListFilters) => (await request(SectionsDocument, page)).sections;

/** One section. */
export const getSection = async (id: string) => found((await request(SectionDocument, { id })).section);

/** Creates a section and toasts the reply. */
export async function createSection(form: SectionForm): Promise<void> {
  toastSuccess((await request(CreateSectionDocument, form)).createSection.message);
}

/** Renames a section (refused when it changed since `expectedUpdatedAt`) and toasts the reply. */
export async function updateSection(id: string, form: SectionForm, expectedUpdatedAt?: string): Promise<void> {
  toastSuccess((await request(UpdateSectionDocument, { id, ...form, expectedUpdatedAt })).updateSection.message);
}

/** Activates or deactivates a section and toasts the reply. */
export async function setSectionStatus(id: string, active: boolean): Promise<void> {
  toastSuccess((await request(SetSectionStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' })).setSectionStatus.message);
}

/** Deletes a section (refused while live tables stand in it) and toasts the reply. */
export async function deleteSection(id: string): Promise<{ id: string }> {
  const reply = (await request(DeleteSectionDocument, { id })).deleteSection;
  toastSuccess(reply.message);
  return reply;
}

/** Brings a deleted section back and toasts the reply. */
export async function restoreSection(id: string): Promise<void> {
  toastSuccess((await request(RestoreSectionDocument, { id })).restoreSection.message);
}
