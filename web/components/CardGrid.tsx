import type { ReactNode } from 'react';
import { DATA_NOT_FOUND, loadingText } from '#domain/messages';
import { LoadFailed } from './LoadFailed.tsx';

/** A screen's grid of cards named `label`: its loading text while fetching, "DATA NOT FOUND" when empty, Try again when the load `failed`. */
export function CardGrid({ label, loading, isEmpty, failed, children }: { label: string; loading: boolean; isEmpty: boolean; failed: boolean; children: ReactNode }) {
  if (loading) return <p className="loading-text" role="status">{loadingText(label)}</p>;
  if (failed) return <LoadFailed />;
  if (isEmpty) return <div className="empty-panel" role="status">{DATA_NOT_FOUND}</div>;
  return <ul className="card-grid" aria-label={label}>{children}</ul>;
}
