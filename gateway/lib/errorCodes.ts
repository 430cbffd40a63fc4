/** REST status → GraphQL `extensions.code` (docs/contracts.md); any other status is masked. */
export const REST_ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  // A change naming an older version of its record (`expectedUpdatedAt`): someone else saved first.
  412: 'CONFLICT',
  429: 'RATE_LIMITED',
};
