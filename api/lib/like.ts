/** The text with `%`, `_` and `\` escaped, so that ILIKE matches them literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for ILIKE, the text matched literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** `text%` for LIKE, the text matched literally: a prefix a btree index with a pattern operator class serves. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;
