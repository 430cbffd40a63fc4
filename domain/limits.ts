/** Business constants and limits of §9. */
export const PAGE_SIZE = 10;
export const GALLERY_PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 100;
export const DATE_FORMAT = 'MMM dd, yyyy';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_PDF_BYTES = 15 * 1024 * 1024;
/** Most a PDF's streams may unpack to in all while it is checked (images are not unpacked): a menu needs a few MB. */
export const MAX_PDF_UNPACKED_BYTES = 32 * 1024 * 1024;
/** Most streams (pages, fonts, pictures) a PDF may have to be checked: a menu has dozens, and each costs a check. */
export const MAX_PDF_STREAMS = 10_000;
/** Largest uploaded image, well above any crop (3000 px) yet far below what exhausts a browser. */
export const MAX_IMAGE_SIDE_PX = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const CROPPER_HEIGHT_PX = 330;
export const CROPPER_DEFAULT_ZOOM = 1;

export const TABLE_CAPACITY = { min: 1, max: 15 } as const;
export const EVENT_ADMISSION = { min: 18, default: 21 } as const;
export const EVENT_POPULARITY_MIN = 1;
export const EVENT_CATEGORY_PRICE_MIN = 1;
export const CATEGORY_RECORD_DAYS = { min: 1, max: 15 } as const;
export const CATEGORY_RECORD_PRICE_MIN = 1;
export const TICKETS_PER_CATEGORY = { min: 100, max: 500 } as const;
export const TICKET_PRICE_MIN = 0;
export const NEWSLETTER_SUBJECT = { min: 10, max: 200 } as const;
export const NEWSLETTER_MESSAGE = { min: 100, max: 1000 } as const;
export const GALLERY_META = {
  portrait: { width: 2000, height: 3000 },
  landscape: { width: 3000, height: 2000 },
} as const;
export const SERVICE_SORT_ON_CREATE = 1;
export const CURRENCY = 'AED';
export const TOKEN_EXPIRED_STATUS = 401;
export const DEFAULT_VENUE_TIMEZONE = 'Asia/Dubai';
/** Where events take place unless an event says otherwise (§2.9's fixed hotel address; VENUE_ADDRESS overrides it). */
export const DEFAULT_VENUE_ADDRESS = 'The Venue Hotel, Sheikh Zayed Road, Dubai, United Arab Emirates';
