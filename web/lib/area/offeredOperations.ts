import { STANDARD_OPERATIONS } from '#domain/declaration/area-declaration';
import { CALL_OF } from './apiFor.ts';

/** The operations an area's calls offer, named as the declaration names them: `delete` for `remove`, `toggle:blocked` for `setBlocked`. */
export function offeredOperations(api: object): string[] {
  const has = (call: string) => typeof (api as Record<string, unknown>)[call] === 'function';
  const standard = STANDARD_OPERATIONS.filter((op) => has(CALL_OF[op]));
  const toggles = Object.keys(api)
    .filter((call) => /^set[A-Z]/.test(call) && call !== CALL_OF.status && has(call))
    .map((call) => `toggle:${call.charAt(3).toLowerCase()}${call.slice(4)}`);
  return [...standard, ...toggles];
}
