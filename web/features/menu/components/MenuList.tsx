import { proxy, useSnapshot } from 'valtio';
import { DATA_NOT_FOUND, loadingText } from '#domain/messages';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { dataVersion } from '../../../lib/dataVersion.ts';
import { patchRow, type PageRows } from '../../../lib/pageRows.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { listMenus } from '../api/listMenus.ts';
import { setMenuStatus } from '../api/setMenuStatus.ts';
import { MenuCard, type MenuCardItem } from './MenuCard.tsx';

const NO_ROWS = proxy<PageRows<MenuCardItem>>({ items: [], count: 0 });

/** The menu screen of §2.8: a three-column gallery of the fixed slots. */
export function MenuList() {
  const version = useSnapshot(dataVersion).value;
  const loaded = useLoad(String(version), async () => {
    const items = await listMenus();
    return proxy<PageRows<MenuCardItem>>({ items, count: items.length });
  });
  const rows = loaded.data ?? NO_ROWS;
  const snap = useSnapshot(rows);

  const changeStatus = async (id: string, active: boolean) => {
    await setMenuStatus(id, active);
    patchRow(rows, id, { status: active ? 'ACTIVE' : 'INACTIVE' });
  };

  return (
    <main className="screen">
      <PageHeader title="Menu" />
      {loaded.loading ? (
        <p className="loading-text" role="status">{loadingText('Menu')}</p>
      ) : snap.items.length === 0 ? (
        <div className="empty-panel" role="status">{DATA_NOT_FOUND}</div>
      ) : (
        <ul className="card-grid" aria-label="Menu">
          {snap.items.map((menu) => (
            <MenuCard key={menu.id} menu={menu} onStatus={(active) => changeStatus(menu.id, active)} />
          ))}
        </ul>
      )}
    </main>
  );
}
