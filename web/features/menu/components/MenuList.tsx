import { CardGrid } from '../../../components/CardGrid.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ListSearch } from '../../../components/area/ListSearch.tsx';
import { BY_STATUS } from '../../../lib/listStatus.ts';
import { switchRow } from '../../../lib/switchRow.ts';
import { useListSearch } from '../../../lib/useListSearch.ts';
import { useRows } from '../../../lib/useRows.ts';
import { menuApi } from '../api.ts';
import { MenuCard } from './MenuCard.tsx';
import { ExportButton } from '../../../components/area/ExportButton.tsx';
import { menuArea } from '#domain/areas/menu';

/** The menu screen of §2.8: a three-column gallery of the fixed slots, searched by name (`?q=`) and filtered by status (`?status=`). */
export function MenuList() {
  const { query, kept, tools } = useListSearch({}, BY_STATUS);
  const { rows, snap, loading, failed } = useRows(`menu:${new URLSearchParams(kept)}`, () => menuApi.list({ limit: 0, offset: 0, ...query }));
  const changeStatus = switchRow(rows, menuApi.setStatus, 'status');

  return (
    <main className="screen">
      <PageHeader title="Menu" />
      <ListSearch label="Menu" {...tools} />
        <ExportButton area={menuArea} query={query} />
      <CardGrid label="Menu" loading={loading} failed={failed} isEmpty={snap.items.length === 0}>
        {snap.items.map((menu) => (
          <MenuCard key={menu.id} menu={menu} onStatus={(active) => changeStatus(menu.id, active)} />
        ))}
      </CardGrid>
    </main>
  );
}
