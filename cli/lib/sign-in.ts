import { graphql } from '#gql';
import { CliError } from './cli-error.ts';
import { gatewayClient, type RequestLimits } from './client.ts';
import { ExitCode } from './exit-codes.ts';
import { firstGraphQLError } from './graphql-error.ts';

const LoginDocument = graphql(`
  mutation CliLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      name
      accountType
      message
    }
  }
`);

/** Signs in at a gateway; refused credentials are exit 3 with the API's own message. */
export async function signIn(gateway: string, email: string, password: string, limits?: RequestLimits) {
  try {
    return (await gatewayClient(gateway, undefined, limits).request(LoginDocument, { email, password })).login;
  } catch (error) {
    const refused = firstGraphQLError(error);
    // Without this, the generic mapping would tell someone who is signing in to go and sign in.
    if (refused?.code === 'UNAUTHENTICATED') throw new CliError(ExitCode.UNAUTHENTICATED, refused.message);
    throw error;
  }
}
