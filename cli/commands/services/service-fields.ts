import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { NOT_AVAILABLE } from '#domain/messages';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';
import { statusText } from '../../lib/status-argument.ts';

/** The service fields every services command reads. */
export const ServiceFieldsFragment = graphql(`
  fragment CliServiceFields on Service {
    id
    title
    description
    image
    icon
    status
    createdAt
  }
`);

/** A service as the CLI reads it. */
export type CliService = ResultOf<typeof ServiceFieldsFragment>;

/** Columns shared by `services list` and `services get`. */
export const serviceColumns: Column<CliService>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Title', value: (s) => s.title },
  { header: 'Status', value: (s) => statusText(s.status) },
  { header: 'Date', value: (s) => formatDate(s.createdAt) },
  { header: 'Image', value: (s) => s.image ?? NOT_AVAILABLE },
  { header: 'Icon', value: (s) => s.icon ?? NOT_AVAILABLE },
];
