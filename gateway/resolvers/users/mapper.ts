import { userRecordSchema } from '#domain/schemas/replies';
import type { User } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toContact } from '../../lib/contact-mapper.ts';

const restUser = userRecordSchema;

/** REST `User` of GET /user/:userId and friends → GraphQL `User`. */
export const userMapper: AreaMapper<typeof restUser, User> = {
  rest: restUser,
  map: (user) => ({ id: user._id, ...toContact(user), dob: user.dob, createdAt: user.createdAt, updatedAt: user.updatedAt }),
};
