import type { AccessArea } from '#domain/modules';
import { can, type Principal } from '#domain/permissions';
import { LinkButton } from '../ui/LinkButton.tsx';

/**
 * The header link between a list and its Deleted view: "Deleted" on the list for an account that
 * may restore (§6: as edit), "Back to {label}" in the Deleted view.
 */
export function DeletedLink({ principal, access, path, label, deleted }: { principal: Principal; access: AccessArea; path: string; label: string; deleted: boolean }) {
  if (deleted) return <LinkButton variant="secondary" href={path}>Back to {label}</LinkButton>;
  return can(principal, access, 'edit') ? <LinkButton variant="secondary" href={`${path}?deleted=1`}>Deleted</LinkButton> : null;
}
