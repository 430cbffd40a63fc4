import type { MutationResolvers } from '#gql/resolvers';
import { fromStatus } from '../../lib/enums.ts';
import { softDelete } from '../../lib/soft-delete.ts';
import { sendSection } from './sendSection.ts';

type M = Required<MutationResolvers>;

/** `createSection(name)`: POST /create/section. */
export const createSection: M['createSection'] = (_parent, { name }, { rest }) => sendSection(rest, 'POST', '/create/section', { name });
/** `updateSection(id, name)`: PATCH /update/section. */
export const updateSection: M['updateSection'] = (_parent, { id, name }, { rest }) => sendSection(rest, 'PATCH', '/update/section', { sectionId: id, name });
/** `setSectionStatus(id, status)`: PATCH /update/section/status. */
export const setSectionStatus: M['setSectionStatus'] = (_parent, { id, status }, { rest }) => sendSection(rest, 'PATCH', '/update/section/status', { sectionId: id, status: fromStatus(status) });
/** `deleteSection(id)`: soft delete, refused while live tables stand in it. */
export const deleteSection: M['deleteSection'] = (_parent, { id }, { rest }) => softDelete(rest, 'DELETE', '/delete/section', { sectionId: id });
/** `restoreSection(id)`: PATCH /restore/section. */
export const restoreSection: M['restoreSection'] = (_parent, { id }, { rest }) => sendSection(rest, 'PATCH', '/restore/section', { sectionId: id });
