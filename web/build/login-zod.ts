import type { Plugin } from 'vite';

const COPY = '?login-zod';
const LOGIN_RULES = /\/domain\/schemas\/login-form\.ts$/;

/**
 * The login screen's zod/mini is a copy of its own in the build, tree-shaken to the few checks the
 * login form uses. Shared with the console's zod (the areas' forms), zod's core is one module the
 * bundler cannot split, so the login screen would download all of it (about 13 kB compressed).
 */
export function loginZod(): Plugin {
  return {
    name: 'venue:login-zod',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const fromLogin = importer && LOGIN_RULES.test(importer.split('?')[0]!) && source.startsWith('zod');
      const withinCopy = importer?.endsWith(COPY) && importer.includes('/node_modules/zod/');
      if (!fromLogin && !withinCopy) return null;
      const resolved = await this.resolve(source, importer!.split('?')[0], { ...options, skipSelf: true });
      return resolved && !resolved.external ? { ...resolved, id: `${resolved.id.split('?')[0]}${COPY}` } : resolved;
    },
  };
}
