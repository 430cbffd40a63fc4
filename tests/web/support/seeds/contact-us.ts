import type { TestApi } from '../../../support/api.ts';

/**
 * A Sub Admin whose role gives Contact Us only (view, and edit when asked): the role is made through
 * REST, the account through the repository (no REST call makes one). Returns its token and role id.
 */
async function contactUsSubAdmin(api: TestApi, input: { name: string; edit: boolean }) {
  const roleId = await api.createRole({ permissions: [{ name: 'contactUs', view: true, edit: input.edit }] });
  const account = await api.createSubAdmin({ roleId, name: input.name });
  return { token: account.token, roleId };
}

/** Node-side seeds for the contact-us component tests (see index.ts). Enquiries themselves are filed through the site's public REST call. */
export const contactUsSeeds: Record<string, (api: TestApi, input: never) => Promise<unknown>> = { contactUsSubAdmin };
