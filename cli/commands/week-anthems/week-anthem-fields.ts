import type { ResultOf } from '@graphql-typed-document-node/core';
import { NOT_AVAILABLE } from '#domain/messages';
import { weekDayLabel } from '#domain/week-days';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';

/** The week anthem fields every `week-anthems` command reads. */
export const WeekAnthemFieldsFragment = graphql(`
  fragment CliWeekAnthemFields on WeekAnthem {
    id
    weekDay
    offer
    description
    primaryImage
    icon
    updatedAt
  }
`);

/** A week anthem as the CLI reads it. */
export type CliWeekAnthem = ResultOf<typeof WeekAnthemFieldsFragment>;

/** Columns of `week-anthems list` and `get`: the day by name; the media Keys, or N/A before one was uploaded. */
export const weekAnthemColumns: Column<CliWeekAnthem>[] = [
  { header: 'Week Day', value: (a) => weekDayLabel(a.weekDay) },
  { header: 'ID', value: (a) => a.id },
  { header: 'Offer', value: (a) => a.offer || NOT_AVAILABLE },
  { header: 'Image', value: (a) => a.primaryImage ?? NOT_AVAILABLE },
  { header: 'Icon', value: (a) => a.icon ?? NOT_AVAILABLE },
];
