import { Redirect, useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { useLoad } from '../../../lib/useLoad.ts';
import { getMenu } from '../api/getMenu.ts';
import { MenuForm } from './MenuForm.tsx';

/** Edit a menu slot (§2.8); a failed load returns to the menu list. */
export function MenuEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: menu, failed } = useLoad(id, () => getMenu(id));
  if (failed) return <Redirect to="/menu" />;
  if (!menu) return <p role="status">{GUARD_LOADING}</p>;
  return <MenuForm key={menu.id} menu={menu} />;
}
