import type { CodegenConfig } from '@graphql-codegen/cli';

// Scalars as their JSON values: a Date and a DateTime are strings, Money a number of AED.
const scalars = { Date: 'string', DateTime: 'string', Money: 'number' };

/**
 * Resolver types for the gateway; typed documents for the web and the CLI, with the manifest of
 * their hashes (client/persisted-documents.json) that the gateway trusts in production; and the
 * web's own build of its documents as hashes only, so the browser ships no GraphQL text or parser.
 */
const config: CodegenConfig = {
  schema: 'graphql/schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../../gateway/context.ts#GatewayContext',
        enumsAsTypes: true,
        scalars,
      },
    },
    'graphql/generated/client/': {
      documents: ['web/**/*.{ts,tsx}', 'cli/**/*.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
    'graphql/generated/web/': {
      documents: ['web/**/*.{ts,tsx}'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { mode: 'replaceDocumentWithHash', hashAlgorithm: 'sha256' } },
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
  },
};
export default config;
