import type { DetailItem } from './DetailItem.ts';

/**
 * The lines every staff account's detail screen ends with, worded once for sub-admins and hosts:
 * whether a password is set (it is never shown, see the README's departures), whether the account
 * is blocked, and its Date, as the list's column says.
 */
export const staffLines = <Item extends { passwordSet: boolean; isBlocked: boolean; createdAt: string }>(): DetailItem<Item>[] => [
  { label: 'Password', text: (account) => (account.passwordSet ? 'Set (hidden)' : 'Not set') },
  { label: 'Blocked', text: (account) => (account.isBlocked ? 'Yes' : 'No') },
  { label: 'Date', date: (account) => account.createdAt },
];
