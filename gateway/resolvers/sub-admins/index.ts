import type { Resolvers } from '#gql/resolvers';
import { createSubAdmin } from './createSubAdmin.ts';
import { deleteSubAdmin } from './deleteSubAdmin.ts';
import { restoreSubAdmin } from './restoreSubAdmin.ts';
import { setSubAdminBlocked } from './setSubAdminBlocked.ts';
import { subAdmin } from './subAdmin.ts';
import { subAdmins } from './subAdmins.ts';
import { updateSubAdmin } from './updateSubAdmin.ts';

/** Root fields of the sub-admins area. */
export const subAdminsResolvers = {
  Query: { subAdmins, subAdmin },
  Mutation: { createSubAdmin, updateSubAdmin, setSubAdminBlocked, deleteSubAdmin, restoreSubAdmin },
} satisfies Resolvers;
