import { graphql } from '#gql';
import { found } from '#domain/found';
import type { HostEdit, HostForm } from '#domain/schemas/host';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';

const HostsDocument = graphql(`
  query Hosts($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean) {
    hosts(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked) {
      count
      items { id name email isBlocked createdAt }
    }
  }
`);
const HostDocument = graphql(`
  query Host($id: ID!) {
    host(id: $id) { id name firstName lastName email isBlocked passwordSet createdAt updatedAt }
  }
`);
const CreateHostDocument = graphql(`
  mutation CreateHost($input: CreateHostInput!) {
    createHost(input: $input) { message host { id } }
  }
`);
const UpdateHostDocument = graphql(`
  mutation UpdateHost($input: UpdateHostInput!, $expectedUpdatedAt: DateTime) {
    updateHost(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message host { id updatedAt } }
  }
`);
const SetHostBlockedDocument = graphql(`
  mutation SetHostBlocked($id: ID!, $blocked: Boolean!) {
    setHostBlocked(id: $id, blocked: $blocked) { message host { id isBlocked } }
  }
`);
const DeleteHostDocument = graphql(`
  mutation DeleteHost($id: ID!) {
    deleteHost(id: $id) { id message }
  }
`);
const RestoreHostDocument = graphql(`
  mutation RestoreHost($id: ID!) {
    restoreHost(id: $id) { message host { id } }
  }
`);

/** The hosts' calls (§2.14): pages newest first, `search` by name or email; never a password, only whether one is set. */
export const hostsApi = {
  list: async ({ limit, offset, search, deleted, blocked }: ListQuery) => (await request(HostsDocument, { limit, offset, search, deleted, blocked })).hosts,
  get: async (id: string) => found((await request(HostDocument, { id })).host),
  create: (form: HostForm) => mutate(CreateHostDocument, { input: form }),
  /** A new password only when one was typed. */
  update: (id: string, form: HostEdit, expectedUpdatedAt?: string) => mutate(UpdateHostDocument, { input: { id, ...form }, expectedUpdatedAt }),
  setBlocked: (id: string, blocked: boolean) => mutate(SetHostBlockedDocument, { id, blocked }),
  remove: (id: string) => mutate(DeleteHostDocument, { id }),
  restore: (id: string) => mutate(RestoreHostDocument, { id }),
};
