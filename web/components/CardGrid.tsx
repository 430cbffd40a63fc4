import type { ReactNode } from 'react';
import { DATA_NOT_FOUND, loadingText } from '#domain/messages';

/** A screen's grid of cards named `label`: its loading text while fetching, "DATA NOT FOUND" when empty. */
export function CardGrid({ label, loading, isEmpty, children }: { label: string; loading: boolean; isEmpty: boolean; children: ReactNode }) {
  if (loading) return <p className="loading-text" role="status">{loadingText(label)}</p>;
  if (isEmpty) return <div className="empty-panel" role="status">{DATA_NOT_FOUND}</div>;
  return <ul className="card-grid" aria-label={label}>{children}</ul>;
}
