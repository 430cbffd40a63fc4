/** Texts of the REST contract (docs/contracts.md) used by more than one route. */
export const UNAUTHORIZED = 'Unauthorized';
export const TOKEN_EXPIRED = 'Token expired';
export const ACCOUNT_BLOCKED = 'Your account is blocked';
export const FORBIDDEN = 'You do not have permission to perform this action';
export { ROUTE_NOT_FOUND } from '#domain/messages';
export const MALFORMED_JSON = 'Malformed JSON body';
export const MALFORMED_URL = 'Malformed percent-encoding in the URL';
export const INVALID_INPUT = 'The request holds a value that cannot be stored';
export const BODY_TOO_LARGE = 'Request body is too large';
export const INTERNAL_ERROR = 'Something Went Wrong';
export const DATABASE_UNAVAILABLE = 'The database is unavailable. Try again shortly.';
export const STAFF_EMAIL_TAKEN = 'This email is already used by another staff account (the Admin, a sub-admin or a host)';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Try again later.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const CONCURRENT_CHANGE = 'Another request changed the same records at the same moment; nothing was saved. Try again.';
