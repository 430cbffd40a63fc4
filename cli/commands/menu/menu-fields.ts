import type { ResultOf } from '@graphql-typed-document-node/core';
import { NOT_AVAILABLE } from '#domain/messages';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';
import { statusText } from '../../lib/status-argument.ts';

/** The menu fields every menu command reads. */
export const MenuFieldsFragment = graphql(`
  fragment CliMenuFields on Menu {
    id
    name
    image
    pdf
    status
    updatedAt
  }
`);

/** A menu slot as the CLI reads it. */
export type CliMenu = ResultOf<typeof MenuFieldsFragment>;

/** Columns of `menu list`: the storage keys, or N/A before a file was uploaded. */
export const menuColumns: Column<CliMenu>[] = [
  { header: 'ID', value: (m) => m.id },
  { header: 'Name', value: (m) => m.name },
  { header: 'Status', value: (m) => statusText(m.status) },
  { header: 'Image', value: (m) => m.image ?? NOT_AVAILABLE },
  { header: 'PDF', value: (m) => m.pdf ?? NOT_AVAILABLE },
];
