import { graphql } from '#gql';
import { accountTypeCode } from '../../../lib/accountType.ts';
import { fromRows } from '../../../lib/permissions.ts';
import { request } from '../../../lib/request.ts';
import { signIn } from '../../../lib/session.ts';

const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      name
      accountType
      message
      roleActive
      permissions { module all add view edit del }
    }
  }
`);

/** Signs in and stores the session; resolves to the server's reply message. */
export async function login(email: string, password: string): Promise<string> {
  const { login: reply } = await request(LoginDocument, { email, password }, { signingIn: true });
  signIn({ name: reply.name, token: reply.token, accountType: accountTypeCode(reply.accountType), permissions: fromRows(reply.permissions), roleActive: reply.roleActive });
  return reply.message;
}
