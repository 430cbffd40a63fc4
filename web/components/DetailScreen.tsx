import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { PageHeader } from './PageHeader.tsx';
import { Button } from './ui/Button.tsx';

/** A record's detail screen: the record (`children`, empty while it loads) and Close back to `closeTo`. */
export function DetailScreen({ title, closeTo, children }: { title: string; closeTo: string; children?: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <main className="screen">
      <PageHeader title={title} />
      {children || <p role="status">{GUARD_LOADING}</p>}
      <div className="form-actions">
        <Button variant="secondary" onPress={() => navigate(closeTo)}>Close</Button>
      </div>
    </main>
  );
}
