/** The columns by which a person is reached, as users and enquiries store them. */
interface ContactRow {
  firstName: string;
  lastName: string;
  email: string;
  mobileCode: string;
  mobileNo: string;
}

/** A person's name, email and mobile as every REST record of a person carries them (§3). */
export const presentContact = (row: ContactRow) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  mobileCode: row.mobileCode,
  mobileNo: row.mobileNo,
});
