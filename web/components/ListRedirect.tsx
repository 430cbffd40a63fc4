import { Redirect } from 'wouter';
import { listReturn } from '../lib/listReturn.ts';

/** Back to the list at `list` when a record cannot be loaded (§2.3): the list as the user left it, its page and filters kept. */
export function ListRedirect({ list }: { list: string }) {
  return <Redirect to={listReturn(list)} />;
}
