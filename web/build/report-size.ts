import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface Chunk {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: string[];
  code?: string;
}

/** The entry chunks plus everything they import statically: what the first page load fetches. */
function initialChunks(bundle: Record<string, Chunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    chunk.imports?.forEach(visit);
  };
  Object.entries(bundle).forEach(([name, chunk]) => chunk.isEntry && visit(name));
  return seen;
}

/** After `vite build`, prints "Initial JS (gzip): N kB" for the entry chunk and its static imports. */
export function reportSize(): Plugin {
  return {
    name: 'venue:report-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, Chunk>;
      const bytes = [...initialChunks(chunks)].reduce((sum, name) => sum + gzipSync(chunks[name]?.code ?? '').length, 0);
      console.log(`Initial JS (gzip): ${(bytes / 1024).toFixed(1)} kB`);
    },
  };
}
