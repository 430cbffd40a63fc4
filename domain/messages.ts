/** Fixed texts of §2, §8 shared by the web and the CLI. */
export const TOKEN_EXPIRED = 'Token expired please re-login';
export const SOMETHING_WENT_WRONG = 'Something Went Wrong';
export const DATA_NOT_FOUND = 'DATA NOT FOUND';
export const NOT_AVAILABLE = 'N/A';
export const INVALID_DATE = 'Invalid Date';
export const INVALID_WEEK_DAY = 'Invalid Week day';
export const PLEASE_WAIT = 'Please wait a moment';
export const GUARD_LOADING = 'Loading...';
/** The REST contract's 404 for a path no route takes (the API, and the gateway for paths of its own). */
export const ROUTE_NOT_FOUND = 'Route not found';

export const CONFIRM_DELETE = {
  title: 'Confirm Delete',
  text: 'Are you sure you want to delete this item? This action cannot be undone.',
  cancel: 'Cancel',
  confirm: 'Delete',
} as const;

export const NOT_FOUND_PAGE = {
  heading: 'PAGE NOT FOUND',
  text: "We're sorry, but the page you're looking for doesn't exist or something went wrong.",
  link: 'Back to Home',
} as const;

/** "Loading Roles..." and the like (§2.3). */
export const loadingText = (plural: string): string => `Loading ${plural}...`;
