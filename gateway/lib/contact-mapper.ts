import { z } from 'zod';

/** How the API sends a person's name, email and mobile (users, enquiries). */
export const restContactShape = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileCode: z.string(),
  mobileNo: z.string(),
};

/** A person's contact fields for GraphQL, with `name` as the lists show it: "First Last". */
export const toContact = (row: z.infer<z.ZodObject<typeof restContactShape>>) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  name: `${row.firstName} ${row.lastName}`,
  email: row.email,
  mobileCode: row.mobileCode,
  mobileNo: row.mobileNo,
});
