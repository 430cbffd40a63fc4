/** An edit input → `{ id, body }` for the update call; a missing or empty password is not sent, so the API keeps the current one. */
export const keepPasswordUnlessGiven = <I extends { id: string; password?: string | null }>({ id, password, ...fields }: I) => ({
  id,
  body: { ...fields, ...(password ? { password } : {}) },
});
