/** Menu replies (the spec gives none; these follow the roles wording). */
export const MENU_MESSAGES = {
  listed: 'Menu fetched successfully',
  fetched: 'Menu fetched successfully',
  updated: 'Menu updated successfully',
  statusUpdated: 'Menu status updated successfully',
  notFound: 'Menu not found',
  badImage: 'image must be the key of an uploaded image',
  badPdf: 'pdf must be the key of an uploaded PDF file',
} as const;
