import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';

/** The user fields every users command reads. */
export const UserFieldsFragment = graphql(`
  fragment CliUserFields on User {
    id
    name
    firstName
    lastName
    email
    mobileCode
    mobileNo
    dob
    createdAt
  }
`);

/** A user as the CLI reads it. */
export type CliUser = ResultOf<typeof UserFieldsFragment>;

/** The columns of the users list (§2.6). */
export const userColumns: Column<CliUser>[] = [
  { header: 'ID', value: (u) => u.id },
  { header: 'Date', value: (u) => formatDate(u.createdAt) },
  { header: 'Name', value: (u) => u.name },
  { header: 'Dob', value: (u) => formatDate(u.dob) },
  { header: 'Email', value: (u) => u.email },
  { header: 'Mobile No.', value: (u) => `${u.mobileCode} ${u.mobileNo}` },
];
