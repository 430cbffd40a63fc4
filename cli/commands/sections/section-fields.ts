import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';
import { statusText } from '../../lib/status-argument.ts';

/** The section fields every sections command reads. */
export const SectionFieldsFragment = graphql(`
  fragment CliSectionFields on Section {
    id
    name
    status
    createdAt
  }
`);

/** A section as the CLI reads it. */
export type CliSection = ResultOf<typeof SectionFieldsFragment>;

/** Columns of `sections list` and `sections get`. */
export const sectionColumns: Column<CliSection>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Name', value: (s) => s.name },
  { header: 'Status', value: (s) => statusText(s.status) },
  { header: 'Date', value: (s) => formatDate(s.createdAt) },
];
