import { BOOKING_TYPES, PAYMENT_STATUSES } from './bookings.ts';
import type { AreaDeclaration } from './declaration/area-declaration.ts';
import { sellsByBlock, statusNames } from './declaration/status-names.ts';

/**
 * CSV export of an area's list (`GET /api/v1/export/<name>.csv`, the gateway's `/export/<name>.csv`,
 * `venue export <name> --csv`, the lists' Export CSV button). The name is the area's key in
 * kebab-case, as the CLI names it: `sub-admins`, `event-tickets`, `contact-us`.
 */
export const exportName = (area: Pick<AreaDeclaration, 'key'>): string => area.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The path of an area's export under the gateway (`/export/users.csv`); the API serves it under `/api/v1`. */
export const exportPath = (name: string): string => `/export/${name}.csv`;

/** `<name>-YYYY-MM-DD.csv`: the file an export is saved as, dated the venue's day. */
export const exportFileName = (name: string, day: string): string => `${name}-${day}.csv`;

/**
 * A list's filters as people give them (the CLI's flags): `search`, `status` as a word
 * (`active`, `inactive`, `pending`, `marked`) or code, `deleted`, `date`, `from` / `to`, booking `type`
 * and `payment` as words (`ticket`, `in-progress`), `event` (an event's id) and `subscribed`.
 */
export interface ExportFilters {
  search?: string;
  status?: string;
  deleted?: boolean;
  date?: string;
  from?: string;
  to?: string;
  type?: string;
  payment?: string;
  event?: string;
  subscribed?: string;
}

const word = (name: string) => name.toLowerCase().replace(/_/g, '-');
/** The code a word names among `choices`; the word itself when none does (the API then says what it takes). */
const codeOf = (value: string, choices: readonly { code: number; name: string }[]): string => String(choices.find((c) => word(c.name) === word(value))?.code ?? value);

/**
 * The API query of an export: the list's own parameter names (`search`, `status=1|2`, `blocked`, `deleted=true`,
 * `fromDate`, `toDate`, `type`, `paymentStatus`, `eventId`, `date`, `subscribed`). Values are not
 * judged here: the API answers a bad one with its 400 and message.
 */
export function exportQuery(area: Pick<AreaDeclaration, 'statuses' | 'toggles' | 'operations'>, filters: ExportFilters): Record<string, string> {
  const statuses = statusNames(area).map((name, i) => ({ code: i + 1, name }));
  // The status words of a block switch (hosts, sub-admins) and of a subscription are filters of their own.
  const asked = filters.status?.toLowerCase();
  // Where a status sits beside a block switch (event tickets), active and inactive mean on sale and off sale, as on the list.
  const onSale = sellsByBlock(area);
  const saleWord = onSale && asked === 'active' ? false : onSale && asked === 'inactive' ? true : undefined;
  const blockWord = asked === 'blocked' ? true : asked === 'unblocked' ? false : saleWord;
  const subscribedWord = asked === 'subscribed' ? 'true' : asked === 'unsubscribed' ? 'false' : undefined;
  const query: Record<string, string | undefined> = {
    search: filters.search?.trim() || undefined,
    status: filters.status && blockWord === undefined && subscribedWord === undefined ? codeOf(filters.status, statuses) : undefined,
    blocked: blockWord === undefined ? undefined : String(blockWord),
    deleted: filters.deleted ? 'true' : undefined,
    date: filters.date || undefined,
    fromDate: filters.from || undefined,
    toDate: filters.to || undefined,
    type: filters.type ? codeOf(filters.type, BOOKING_TYPES) : undefined,
    paymentStatus: filters.payment ? codeOf(filters.payment, PAYMENT_STATUSES) : undefined,
    eventId: filters.event || undefined,
    subscribed: filters.subscribed || subscribedWord,
  };
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
