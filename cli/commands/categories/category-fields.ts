import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { NOT_AVAILABLE } from '#domain/messages';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';
import { statusText } from '../../lib/status-argument.ts';

/** The category fields every categories command reads. */
export const CategoryFieldsFragment = graphql(`
  fragment CliCategoryFields on Category {
    id
    name
    status
    autoRenewal
    tableCount
    price
    layout {
      image
      imageAlt
    }
    createdAt
  }
`);

/** A category as the CLI reads it. */
export type CliCategory = ResultOf<typeof CategoryFieldsFragment>;

/** A price in AED, or N/A. */
export const priceText = (price: number | null | undefined): string => (price === null || price === undefined ? NOT_AVAILABLE : `AED ${price}`);

/** Columns of `categories list` and `categories get`. */
export const categoryColumns: Column<CliCategory>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: 'Name', value: (c) => c.name },
  { header: 'Tables', value: (c) => String(c.tableCount) },
  { header: 'Current Price', value: (c) => priceText(c.price) },
  { header: 'Auto Renewal', value: (c) => (c.autoRenewal ? 'On' : 'Off') },
  { header: 'Status', value: (c) => statusText(c.status) },
  { header: 'Date', value: (c) => formatDate(c.createdAt) },
];
