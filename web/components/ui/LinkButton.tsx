import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A router link drawn as a button or an icon button. */
export function LinkButton({ href, children, variant = 'primary', label }: { href: string; children: ReactNode; variant?: 'primary' | 'secondary' | 'icon'; label?: string }) {
  return (
    <Link href={href} className={`button button--${variant}`} aria-label={label}>
      {children}
    </Link>
  );
}
