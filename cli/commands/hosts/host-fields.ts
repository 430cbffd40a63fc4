import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';

/** The host fields every hosts command reads. */
export const HostFieldsFragment = graphql(`
  fragment CliHostFields on Host {
    id
    name
    firstName
    lastName
    email
    isBlocked
    passwordSet
    createdAt
  }
`);

/** A host as the CLI reads it. */
export type CliHost = ResultOf<typeof HostFieldsFragment>;

/** The columns of the hosts list (§2.14). */
export const hostColumns: Column<CliHost>[] = [
  { header: 'ID', value: (h) => h.id },
  { header: 'Date', value: (h) => formatDate(h.createdAt) },
  { header: 'Name', value: (h) => h.name },
  { header: 'Email', value: (h) => h.email },
  { header: 'Blocked', value: (h) => (h.isBlocked ? 'Blocked' : 'Active') },
];
