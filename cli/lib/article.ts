/**
 * A noun with its indefinite article, for generated help lines: "an event", "an intellectual
 * property", "a user" (a leading u said "you" takes "a"), "a host".
 */
export const withArticle = (noun: string): string => `${/^(?:[aeio]|u(?!s|ni|r))/i.test(noun) ? 'an' : 'a'} ${noun}`;
