import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const AREAS_DIR = fileURLToPath(new URL('../../domain/areas/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A zod schema (classic or mini): every one carries its internals under `_zod`. */
const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** Source text of `value` without its zod schemas; throws on anything that is not plain data. */
function literal(value: unknown, at: string): string {
  if (value === undefined) return 'undefined';
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item, i) => (isSchema(item) ? 'undefined' : literal(item, `${at}[${i}]`))).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => !isSchema(item));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${literal(item, `${at}.${key}`)}`).join(',')}}`;
  }
  throw new Error(`${at} is not plain data (${typeof value})`);
}

/**
 * The console's copy of each area declaration (domain/areas/*) is its plain data only, computed at
 * build time: the forms' zod schemas a declaration carries are for the API and the CLI, and would
 * otherwise put zod and every area's form into the shell every screen loads (the registry imports
 * every declaration). A declaration file holding anything but data and schemas fails the build:
 * kept whole it would pull zod and the forms back into every screen (goal 5's initial bytes), so a
 * helper such as a label function lives in a module of its own (e.g. domain/follow-us.ts).
 */
export function lightDeclarations(): Plugin {
  return {
    name: 'venue:light-declarations',
    enforce: 'pre',
    apply: 'build',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(AREAS_DIR) || !file.endsWith('.ts') || file.endsWith('/index.ts')) return null;
      const esbuild = await import('esbuild');
      const built = await esbuild.build({ absWorkingDir: ROOT, entryPoints: [file], bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'silent' });
      const module = (await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0]!.text).toString('base64')}`)) as Record<string, unknown>;
      try {
        return Object.entries(module)
          .map(([name, value]) => name === 'default' ? `export default ${literal(value, name)};` : `export const ${name} = ${literal(value, name)};`)
          .join('\n');
      } catch (error) {
        return this.error(`${file}: an area declaration file must export plain data and zod schemas only, or it pulls zod into every screen: ${(error as Error).message}; move it to a module of its own`);
      }
    },
  };
}
