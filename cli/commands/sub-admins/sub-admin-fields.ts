import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '#gql';
import { formatDate } from '#domain/format';
import { NOT_AVAILABLE } from '#domain/messages';
import type { Column } from '../../lib/output.ts';

/** The sub-admin fields every sub-admins command reads. */
export const SubAdminFieldsFragment = graphql(`
  fragment CliSubAdminFields on SubAdmin {
    id
    name
    email
    isBlocked
    createdAt
    role {
      id
      name
    }
  }
`);

/** A sub-admin as the CLI reads it. */
export type CliSubAdmin = ResultOf<typeof SubAdminFieldsFragment>;

/** Columns shared by the sub-admins commands. */
export const subAdminColumns: Column<CliSubAdmin>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Name', value: (s) => s.name },
  { header: 'Email', value: (s) => s.email },
  { header: 'Role', value: (s) => s.role?.name ?? NOT_AVAILABLE },
  { header: 'Blocked', value: (s) => (s.isBlocked ? 'Yes' : 'No') },
  { header: 'Date', value: (s) => formatDate(s.createdAt) },
];
