/** The origin images may also come from: MEDIA_BASE_URL's, when it is absolute (a CDN); none when it is a path. */
const mediaOrigin = (mediaBaseUrl: string | undefined): string => {
  try {
    return mediaBaseUrl ? ` ${new URL(mediaBaseUrl).origin}` : '';
  } catch {
    return '';
  }
};

/**
 * Headers of every page and asset of the web app: a Content-Security-Policy that runs only the
 * app's own scripts (no inline ones), loads images from the gateway and the media store, and
 * talks only to the gateway; no framing; no referrer leaves the console.
 */
export const webHeaders = (mediaBaseUrl: string | undefined): Record<string, string> => ({
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    // React and the cropper set styles from script; no stylesheet is fetched from elsewhere.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mediaOrigin(mediaBaseUrl)}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
});
