/** How the API sends a person's name, email and mobile (users, enquiries; see domain/schemas/replies.ts). */
type RestContact = { firstName: string; lastName: string; email: string; mobileCode: string; mobileNo: string };

/** A person's contact fields for GraphQL, with `name` as the lists show it: "First Last". */
export const toContact = (row: RestContact) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  name: `${row.firstName} ${row.lastName}`,
  email: row.email,
  mobileCode: row.mobileCode,
  mobileNo: row.mobileNo,
});
