import { z } from 'zod';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { sellsByBlock, statusNames } from '#domain/declaration/status-names';
import { takesVariable } from './document-variables.ts';

/** How a GraphQL enum value is typed on the command line: `IN_PROGRESS` → `in-progress`. */
export const optionWord = (name: string): string => name.toLowerCase().replace(/_/g, '-');

/** `--<label> in-progress` → `IN_PROGRESS`, refused unless one of `names`. */
export const choiceOption = <S extends string>(label: string, names: readonly S[]) => {
  const words = names.map(optionWord);
  return z
    .enum(words as [string, ...string[]], { error: `${label} must be ${words.map((w) => `"${w}"`).join(' or ')}` })
    .transform((word) => names[words.indexOf(word)] as S)
    .optional();
};

/** The `--status` of a list: the words it takes (`active`, `blocked` …) and the document variables each sets. */
export interface StatusFilter {
  help: string;
  words: readonly string[];
  variables: (word: string) => { status?: string; blocked?: boolean; subscribed?: boolean };
}

/**
 * `--status` of an area's list, from what its document declares, with the words the web's status
 * filter and `venue export --status` take (web/lib/listStatus.ts):
 * - `$status`: the area's status names in lower case (`active|inactive`, `pending|marked`);
 * - else `$blocked`: `blocked|unblocked` (hosts, sub-admins); where the area also has a status of
 *   its own (event tickets), `active|inactive` as the web's "on sale": active and not blocked;
 * - else `$subscribed`: `subscribed|unsubscribed` (newsletters).
 * `help` words the option when given (the `$status` case).
 */
export function listStatus(area: AreaDeclaration, document: unknown, help?: string): StatusFilter | undefined {
  const many = area.nouns.record ? `${area.nouns.record}s` : area.nouns.many;
  // Two words for a Boolean filter: `yes` sets it true, the other false.
  const yesNo = (variable: 'blocked' | 'subscribed', words: readonly [string, string], yes: string, text: string): StatusFilter => ({ help: text, words, variables: (word) => ({ [variable]: word === yes }) });
  if (takesVariable(document, 'status')) {
    const names = statusNames(area);
    const words = names.map(optionWord);
    return { help: help ?? `only ${many} with this status`, words, variables: (word) => ({ status: names[words.indexOf(word)] }) };
  }
  if (takesVariable(document, 'blocked')) {
    if (sellsByBlock(area)) return yesNo('blocked', ['active', 'inactive'], 'inactive', `active: only ${many} on sale (active and not blocked); inactive: only those off sale`);
    return yesNo('blocked', ['blocked', 'unblocked'], 'blocked', `only the blocked or only the unblocked ${area.nouns.many}`);
  }
  if (takesVariable(document, 'subscribed')) return yesNo('subscribed', ['subscribed', 'unsubscribed'], 'subscribed', `only the subscribed or only the unsubscribed ${area.nouns.many}`);
  return undefined;
}

/** The flags of a status filter's option: `--status <active|inactive>`. */
export const statusFlags = (status: StatusFilter, flag = '--status'): string => `${flag} <${status.words.join('|')}>`;

/** `--status <word>` parsed into the document variables it sets; a word not taken is invalid input (6). */
export const statusOption = (status: StatusFilter) =>
  z
    .enum(status.words as [string, ...string[]], { error: `Status must be ${status.words.map((w) => `"${w}"`).join(' or ')}` })
    .transform(status.variables)
    .optional();
