/** Public base of stored files: the gateway's /media unless the build was given MEDIA_BASE_URL (e.g. a CDN). */
const BASE = (import.meta.env.MEDIA_BASE_URL as string | undefined)?.replace(/\/+$/, '') || '/media';

/** Where the browser shows a stored key from; empty for no key. */
export const mediaUrl = (key: string | null | undefined): string => (key ? `${BASE}/${key}` : '');
