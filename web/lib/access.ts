import { AccountType } from '#domain/codes';
import { MODULE_KEYS } from '#domain/modules';
import { canSee, type Principal } from '#domain/permissions';

/** What a sub-admin is told when the server says its role is inactive (or deleted): it grants nothing (§6). */
export const ROLE_INACTIVE = 'Your role is inactive, so you see only the dashboard. Ask the Admin to activate your role.';
/** What a sub-admin is told when its active role ticks no screen. */
export const NO_ACCESS_ROLE = 'Your role gives no access to any screen, so you see only the dashboard. Ask the Admin to give your role the screens you need.';

/** A sub-admin whose role opens no area at all: its role was deactivated, deleted, or never ticked anything. */
export const hasNoAccess = (principal: Principal): boolean =>
  principal.accountType === AccountType.SUB_ADMIN && !MODULE_KEYS.some((key) => canSee(principal, key));

/** Why a sub-admin sees only the dashboard, in words, or undefined when it sees more (or is the Admin). */
export const noAccessReason = (principal: Principal & { roleActive: boolean }): string | undefined => {
  if (principal.accountType !== AccountType.SUB_ADMIN) return undefined;
  if (!principal.roleActive) return ROLE_INACTIVE;
  return hasNoAccess(principal) ? NO_ACCESS_ROLE : undefined;
};

/** The heading of a screen the account may not open. */
export const noAccessTo = (label: string): string => `You don't have access to ${label}`;
