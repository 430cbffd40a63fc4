import { graphql } from '#gql';
import { found } from '#domain/found';
import type { ServiceForm } from '#domain/schemas/service';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';

const ServicesDocument = graphql(`
  query Services($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {
    services(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {
      count
      items { id title description image status createdAt }
    }
  }
`);
const ServiceDocument = graphql(`
  query Service($id: ID!) {
    service(id: $id) { id title description image icon status createdAt updatedAt }
  }
`);
const CreateServiceDocument = graphql(`
  mutation CreateService($input: CreateServiceInput!) {
    createService(input: $input) { message service { id } }
  }
`);
const UpdateServiceDocument = graphql(`
  mutation UpdateService($input: UpdateServiceInput!, $expectedUpdatedAt: DateTime) {
    updateService(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message service { id updatedAt } }
  }
`);
const SetServiceStatusDocument = graphql(`
  mutation SetServiceStatus($id: ID!, $status: Status!) {
    setServiceStatus(id: $id, status: $status) { message service { id status } }
  }
`);
const DeleteServiceDocument = graphql(`
  mutation DeleteService($id: ID!) {
    deleteService(id: $id) { id message }
  }
`);
const RestoreServiceDocument = graphql(`
  mutation RestoreService($id: ID!) {
    restoreService(id: $id) { message service { id } }
  }
`);

/** The services' calls (§2.14); pages come in the services' sort order and `search` matches the title. */
export const servicesApi = {
  list: async ({ limit, offset, search, deleted, status }: ListQuery) => (await request(ServicesDocument, { limit, offset, search, deleted, status })).services,
  get: async (id: string) => found((await request(ServiceDocument, { id })).service),
  /** The gateway sends sort 1 (§9). */
  create: (form: ServiceForm) => mutate(CreateServiceDocument, { input: form }),
  update: (id: string, form: ServiceForm, expectedUpdatedAt?: string) => mutate(UpdateServiceDocument, { input: { id, ...form }, expectedUpdatedAt }),
  setStatus: (id: string, active: boolean) => mutate(SetServiceStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' }),
  remove: (id: string) => mutate(DeleteServiceDocument, { id }),
  restore: (id: string) => mutate(RestoreServiceDocument, { id }),
};
