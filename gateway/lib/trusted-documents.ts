import { readFileSync } from 'node:fs';
import { parse, print, visit, type ASTNode, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { z } from 'zod';
import { AccountType } from '#domain/codes';
import { fromProjectRoot } from '../../api/lib/project-root.ts';
import { createRestClient } from './rest.ts';
import type { Upstream } from './upstream.ts';

/** The manifest codegen writes at build time: `sha256:<hex>` → the document the web or the CLI sends. */
export const MANIFEST_FILE = fromProjectRoot('graphql', 'generated', 'client', 'persisted-documents.json');

export const UNKNOWN_DOCUMENT = 'This gateway runs only the documents of the web console and the venue CLI (trusted documents); send one of them by its hash.';
export const UNKNOWN_HASH = 'No trusted document has this hash: the client is older or newer than this gateway.';

/** Where trusted documents are enforced, and whether an Admin may still send any document (GRAPHQL_ALLOW_ARBITRARY). */
export type TrustedDocumentsOptions = { upstream: Upstream; enforce: boolean; allowArbitraryFromAdmin: boolean; manifestFile?: string };

const refused = (message: string, code: string) => createGraphQLError(message, { extensions: { code, http: { status: 400 } } });

const byText = (a: ASTNode, b: ASTNode) => (print(a) < print(b) ? -1 : print(a) > print(b) ? 1 : 0);
const byName = <T extends { name: { value: string } }>(a: T, b: T) => a.name.value.localeCompare(b.name.value);

/**
 * One text per document whatever the order of its fields, fragments, variables and arguments, so a
 * document matches its manifest entry (which codegen prints sorted) however a client printed it.
 */
export const canonicalText = (document: DocumentNode): string =>
  print(
    visit(document, {
      SelectionSet: { leave: (node) => ({ ...node, selections: [...node.selections].sort(byText) }) },
      Field: { leave: (node) => ({ ...node, arguments: [...(node.arguments ?? [])].sort(byName) }) },
      Directive: { leave: (node) => ({ ...node, arguments: [...(node.arguments ?? [])].sort(byName) }) },
      OperationDefinition: { leave: (node) => ({ ...node, variableDefinitions: [...(node.variableDefinitions ?? [])].sort((a, b) => a.variable.name.value.localeCompare(b.variable.name.value)) }) },
      Document: { leave: (node) => ({ ...node, definitions: [...node.definitions].sort(byText) }) },
    }),
  ).replace(/\s+/g, ' ');

const hashOf = (params: { extensions?: Record<string, unknown> }): string | undefined => {
  const persisted = params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
};

const meSchema = z.object({ accountType: z.number() });

/** What the gateway's fast path needs to know of the trusted documents. */
export type TrustedDocuments = {
  plugin: Plugin;
  /** The manifest's document for a hash (`sha256:<hex>` or bare hex), if any. */
  documentFor(hash: string): string | undefined;
  /** Whether `query` may run for any caller, whoever sends it (always true where nothing is enforced). */
  runsForAnyone(query: string): boolean;
  /** The names of the manifest's operations (the web's and the CLI's), read on first use. */
  operationNames(): ReadonlySet<string>;
};

/** The `extensions.persistedQuery.sha256Hash` of a request, if it names one. */
export { hashOf as persistedHashOf };

/**
 * Trusted documents (DESIGN §5): a request may name a document of the manifest by its hash
 * (`extensions.persistedQuery.sha256Hash`, `sha256:<hex>`), which spares sending and parsing it.
 * When enforced (production), a full document is run only when it is one of the manifest's, so the
 * CLI works unchanged; any other is refused, unless arbitrary documents are allowed for an Admin
 * token and the API says the caller is an Admin.
 */
export function trustedDocuments({ upstream, enforce, allowArbitraryFromAdmin, manifestFile = MANIFEST_FILE }: TrustedDocumentsOptions): TrustedDocuments {
  const manifest = new Map(Object.entries(z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(manifestFile, 'utf8')))));
  let known: Set<string> | undefined;
  const isKnown = (query: string) => {
    known ??= new Set([...manifest.values()].map((text) => canonicalText(parse(text))));
    try {
      return known.has(canonicalText(parse(query)));
    } catch {
      // Not even GraphQL: refused like any unknown document.
      return false;
    }
  };
  const isAdmin = async (request: Request) => {
    const authorization = request.headers.get('authorization');
    if (!authorization) return false;
    try {
      const { data } = await createRestClient(upstream, authorization).get('/me', meSchema);
      return data.accountType === AccountType.ADMIN;
    } catch {
      return false;
    }
  };
  const documentFor = (hash: string) => manifest.get(hash.startsWith('sha256:') ? hash : `sha256:${hash}`);
  let names: Set<string> | undefined;
  // Codegen prints each document plainly, so its operations' names are read without parsing it.
  const operationNames = () => (names ??= new Set([...manifest.values()].flatMap((text) => [...text.matchAll(/\b(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/g)].map((m) => m[1]!))));
  return {
    documentFor,
    operationNames,
    runsForAnyone: (query) => !enforce || isKnown(query),
    plugin: {
      async onParams({ params, setParams, request }) {
        const hash = hashOf(params);
        if (hash !== undefined && !params.query) {
          const query = documentFor(hash);
          if (query === undefined) throw refused(UNKNOWN_HASH, 'PERSISTED_QUERY_NOT_FOUND');
          setParams({ ...params, query });
          return;
        }
        if (!enforce || !params.query || isKnown(params.query)) return;
        if (allowArbitraryFromAdmin && (await isAdmin(request))) return;
        throw refused(UNKNOWN_DOCUMENT, 'PERSISTED_QUERY_ONLY');
      },
    },
  };
}
