import { graphql } from '#gql';
import { found } from '#domain/found';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';
import type { IpValues } from './ipValuesSchema.ts';

const IntellectualPropertiesDocument = graphql(`
  query IntellectualProperties($limit: Int, $offset: Int, $search: String) {
    intellectualProperties(limit: $limit, offset: $offset, search: $search) {
      count
      items { id name fullName icon weekDay createdAt }
    }
  }
`);
const IntellectualPropertyDocument = graphql(`
  query IntellectualProperty($id: ID!) {
    intellectualProperty(id: $id) { id name fullName icon weekDay createdAt updatedAt }
  }
`);
const CreateIntellectualPropertyDocument = graphql(`
  mutation CreateIntellectualProperty($input: CreateIntellectualPropertyInput!) {
    createIntellectualProperty(input: $input) { message intellectualProperty { id } }
  }
`);
const UpdateIntellectualPropertyDocument = graphql(`
  mutation UpdateIntellectualProperty($input: UpdateIntellectualPropertyInput!, $expectedUpdatedAt: DateTime) {
    updateIntellectualProperty(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message intellectualProperty { id updatedAt } }
  }
`);

/** The intellectual properties' calls (§2.14); pages come newest first and `search` matches the name or the full name. */
export const intellectualPropertiesApi = {
  list: async ({ limit, offset, search }: ListQuery) => (await request(IntellectualPropertiesDocument, { limit, offset, search })).intellectualProperties,
  get: async (id: string) => found((await request(IntellectualPropertyDocument, { id })).intellectualProperty),
  create: (values: IpValues) => mutate(CreateIntellectualPropertyDocument, { input: values }),
  /** The week day is always sent: null clears it. */
  update: (id: string, values: IpValues, expectedUpdatedAt?: string) => mutate(UpdateIntellectualPropertyDocument, { input: { id, ...values }, expectedUpdatedAt }),
};
