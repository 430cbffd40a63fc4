import { CardGrid } from '../../../components/CardGrid.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { switchRow } from '../../../lib/switchRow.ts';
import { useRows } from '../../../lib/useRows.ts';
import { menuApi } from '../api.ts';
import { MenuCard } from './MenuCard.tsx';

const loadAll = () => menuApi.list({ limit: 0, offset: 0 });

/** The menu screen of §2.8: a three-column gallery of the fixed slots. */
export function MenuList() {
  const { rows, snap, loading } = useRows('menu', loadAll);
  const changeStatus = switchRow(rows, menuApi.setStatus, 'status');

  return (
    <main className="screen">
      <PageHeader title="Menu" />
      <CardGrid label="Menu" loading={loading} isEmpty={snap.items.length === 0}>
        {snap.items.map((menu) => (
          <MenuCard key={menu.id} menu={menu} onStatus={(active) => changeStatus(menu.id, active)} />
        ))}
      </CardGrid>
    </main>
  );
}
