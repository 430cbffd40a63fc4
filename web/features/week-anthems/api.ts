import { graphql } from '#gql';
import { found } from '#domain/found';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';
import type { WeekAnthemValues } from './weekAnthemValuesSchema.ts';

const WeekAnthemsDocument = graphql(`
  query WeekAnthems($limit: Int, $offset: Int, $search: String) {
    weekAnthems(limit: $limit, offset: $offset, search: $search) {
      count
      items { id weekDay primaryImage offer description }
    }
  }
`);
const WeekAnthemDocument = graphql(`
  query WeekAnthem($id: ID!) {
    weekAnthem(id: $id) { id weekDay primaryImage offer description icon updatedAt }
  }
`);
const UpdateWeekAnthemDocument = graphql(`
  mutation UpdateWeekAnthem($input: UpdateWeekAnthemInput!, $expectedUpdatedAt: DateTime) {
    updateWeekAnthem(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message weekAnthem { id updatedAt } }
  }
`);

/** The week anthems' calls (§2.14): the seven slots, Monday first; `search` matches the day's name or the offer. */
export const weekAnthemsApi = {
  list: async ({ limit, offset, search }: ListQuery) => (await request(WeekAnthemsDocument, { limit, offset, search })).weekAnthems,
  get: async (id: string) => found((await request(WeekAnthemDocument, { id })).weekAnthem),
  /** The day is the slot's own and not sent; a picture left out keeps the current one, a null icon removes it. */
  update: (id: string, { day: _shown, ...form }: WeekAnthemValues, expectedUpdatedAt?: string) => mutate(UpdateWeekAnthemDocument, { input: { id, ...form }, expectedUpdatedAt }),
};
