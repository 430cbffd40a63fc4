import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { NOT_AVAILABLE } from '#domain/messages';
import { weekDayLabel } from '#domain/week-days';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';

/** The intellectual property fields every `ips` command reads. */
export const IpFieldsFragment = graphql(`
  fragment CliIpFields on IntellectualProperty {
    id
    name
    fullName
    icon
    weekDay
    createdAt
  }
`);

/** An intellectual property as the CLI reads it. */
export type CliIp = ResultOf<typeof IpFieldsFragment>;

/** Columns of `ips list` and `ips get`: the night by name, N/A when the brand has none. */
export const ipColumns: Column<CliIp>[] = [
  { header: 'ID', value: (ip) => ip.id },
  { header: 'Name', value: (ip) => ip.name },
  { header: 'Full Name', value: (ip) => ip.fullName },
  { header: 'Week Day', value: (ip) => (ip.weekDay ? weekDayLabel(ip.weekDay) : NOT_AVAILABLE) },
  { header: 'Date', value: (ip) => formatDate(ip.createdAt) },
  { header: 'Icon', value: (ip) => ip.icon },
];
