import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { listReturn } from '../lib/listReturn.ts';
import { PageHeader } from './PageHeader.tsx';
import { Button } from './ui/Button.tsx';

/** A record's detail screen: the record (`children`, empty while it loads), Close back to the list at `closeTo` as the user left it, and the record's own `actions` beside it. */
export function DetailScreen({ title, closeTo, actions, children }: { title: string; closeTo: string; actions?: ReactNode; children?: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <main className="screen">
      <PageHeader title={title} />
      {children || <p role="status">{GUARD_LOADING}</p>}
      <div className="form-actions">
        <Button variant="secondary" onPress={() => navigate(listReturn(closeTo))}>Close</Button>
        {actions}
      </div>
    </main>
  );
}
