import type { AreaDeclaration } from './declaration/area-declaration.ts';

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
