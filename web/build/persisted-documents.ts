import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('../../graphql/generated/web/graphql.ts', import.meta.url));
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*'#gql';?\n?/;
const EXPORT = /export const (\w+) = (\{"__meta__":\{"hash":"[^"]+"\}\})/g;

/** Generated export name → its hash-only document, as source text. */
const readDocuments = () => new Map([...readFileSync(GENERATED, 'utf8').matchAll(EXPORT)].map(([, name, literal]) => [name!, literal!]));

/**
 * Replaces each `graphql(`…`)` of the console's sources with its generated document, which in the
 * web build is only its hash (graphql/codegen.ts), written in place. Without it every screen would
 * import codegen's map of all documents by their text, and that one module (or one module of all
 * the hashes) would tie the login screen's download to the rest of the console.
 */
export function persistedDocuments(): Plugin {
  return {
    name: 'venue:persisted-documents',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !IMPORT.test(code)) return null;
      const documents = readDocuments();
      const body = code.replace(CALL, (_call, text: string) => {
        const [, kind, name] = DEFINITION.exec(text) ?? [];
        // A fragment is only ever sent inside the operations that spread it, which carry its hash.
        if (kind === 'fragment') return '{"kind":"Document","definitions":[]}';
        const document = name && documents.get(`${name}Document`);
        if (!document) this.error(`No generated document for this graphql() call in ${id}: run npm run codegen`);
        return document as string;
      });
      if (/\bgraphql\(/.test(body)) return null;
      return { code: body.replace(IMPORT, ''), map: null };
    },
  };
}
