import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const UserDocument = graphql(`
  query User($id: ID!) {
    user(id: $id) { id firstName lastName email mobileCode mobileNo dob createdAt }
  }
`);

/** One user. */
export async function getUser(id: string) {
  const { user } = await request(UserDocument, { id });
  return user;
}
