/** Menu replies beyond the standard ones, which come from the declaration. */
export const MENU_MESSAGES = {
  badImage: 'image must be the key of an uploaded image',
  badPdf: 'pdf must be the key of an uploaded PDF file',
} as const;
