import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '#gql';
import { formatDate } from '#domain/format';
import type { Column } from '../../lib/output.ts';
import { statusText } from '../../lib/status-argument.ts';

/** The role fields every roles command reads. */
export const RoleFieldsFragment = graphql(`
  fragment CliRoleFields on Role {
    id
    name
    status
    createdAt
    permissions {
      module
      all
      add
      view
      edit
      del
    }
  }
`);

/** A role as the CLI reads it. */
export type CliRole = ResultOf<typeof RoleFieldsFragment>;

/** Columns shared by `roles list` and `roles get`. */
export const roleColumns: Column<CliRole>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Status', value: (r) => statusText(r.status) },
  { header: 'Date', value: (r) => formatDate(r.createdAt) },
];
