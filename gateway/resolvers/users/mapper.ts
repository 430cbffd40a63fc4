import { z } from 'zod';
import type { User } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';

const restUser = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileCode: z.string(),
  mobileNo: z.string(),
  dob: z.string().nullable(),
  createdAt: z.string(),
});

/** REST `User` of GET /user/:userId and friends → GraphQL `User`. */
export const userMapper: AreaMapper<typeof restUser, User> = {
  rest: restUser,
  map: (user) => ({
    id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    mobileCode: user.mobileCode,
    mobileNo: user.mobileNo,
    dob: user.dob,
    createdAt: user.createdAt,
  }),
};
