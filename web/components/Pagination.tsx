import { paginate } from '#domain/pagination';
import { Button } from './ui/Button.tsx';

/** Page links under a list (§9); renders nothing when the count is below the page size. */
export function Pagination({ count, limit, page, onPage }: { count: number; limit: number; page: number; onPage: (page: number) => void }) {
  const pager = paginate(count, limit, page);
  if (!pager.visible) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <Button variant="secondary" aria-label="Previous page" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>‹</Button>
      {pager.items.map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="pagination__gap" aria-hidden>…</span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'primary' : 'secondary'}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onPress={() => onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button variant="secondary" aria-label="Next page" isDisabled={page >= pager.pageCount} onPress={() => onPage(page + 1)}>›</Button>
    </nav>
  );
}
