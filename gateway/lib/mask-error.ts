import { createGraphQLError, maskError as yogaMaskError, type YogaServerOptions } from 'graphql-yoga';

type MaskError = NonNullable<Exclude<YogaServerOptions<object, object>['maskedErrors'], boolean | undefined>['maskError']>;

/** What a caller sees when an argument holds text that cannot be put in a URL (a lone surrogate). */
export const MALFORMED_TEXT = 'An id or search text is not valid text';

/**
 * Yoga's masking, except for an argument no URL can carry: `encodeURIComponent` refuses it with a
 * URIError in whichever resolver builds the path, and that is the caller's input, not a fault here.
 */
export const maskError: MaskError = (error, message, isDev) => {
  const original = (error as { originalError?: unknown }).originalError;
  if (original instanceof URIError) return createGraphQLError(MALFORMED_TEXT, { extensions: { code: 'BAD_USER_INPUT' } });
  return yogaMaskError(error, message, isDev);
};
