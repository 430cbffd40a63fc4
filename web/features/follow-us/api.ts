import { graphql } from '#gql';
import type { z } from 'zod';
import type { followFormSchema } from '#domain/schemas/follow';
import type { ListFilters } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';

const FollowsDocument = graphql(`
  query Follows($limit: Int, $offset: Int, $status: Status) {
    follows(limit: $limit, offset: $offset, status: $status) { count items { id position image status updatedAt } }
  }
`);
const SetFollowImageDocument = graphql(`
  mutation SetFollowImage($id: ID!, $image: String!, $expectedUpdatedAt: DateTime) {
    setFollowImage(id: $id, image: $image, expectedUpdatedAt: $expectedUpdatedAt) { message follow { id image updatedAt } }
  }
`);
const SetFollowStatusDocument = graphql(`
  mutation SetFollowStatus($id: ID!, $status: Status!) {
    setFollowStatus(id: $id, status: $status) { message follow { id status updatedAt } }
  }
`);

// The slots are few and fixed (six at first start): one call shows them all.
const ALL = 100;

/** Follow Us' calls (§2.14): every slot in its fixed order; replacing a slot's picture is its only edit. */
export const followUsApi = {
  list: async ({ status }: Pick<ListFilters, 'status'> = {}) => (await request(FollowsDocument, { limit: ALL, offset: 0, status })).follows,
  /** The slot as saved (its new version, for the next edit from its card); refused when it changed since `expectedUpdatedAt`. */
  update: async (id: string, form: z.output<typeof followFormSchema>, expectedUpdatedAt?: string) => (await mutate(SetFollowImageDocument, { id, image: form.image, expectedUpdatedAt })).follow,
  setStatus: async (id: string, active: boolean) => (await mutate(SetFollowStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' })).follow,
};
