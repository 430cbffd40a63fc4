import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders `screen` under a router at `path`; the returned location records where it goes (`history`). */
export async function renderAt(path: string, screen: ReactNode) {
  const location = memoryLocation({ path, record: true });
  await render(<Router hook={location.hook}>{screen}</Router>);
  return location;
}
