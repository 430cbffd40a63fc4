import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the nearest folder above this module holding package.json. The same answer
 * from the TypeScript sources (api/lib/) and from a bundle under dist/node/, so files read at run time
 * (migrations, the GraphQL SDL, the built web app) are found either way.
 */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();

/** A path inside the repository, e.g. `fromProjectRoot('api', 'db', 'migrations')`. */
export const fromProjectRoot = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);
