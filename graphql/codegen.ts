import type { CodegenConfig } from '@graphql-codegen/cli';

/** Resolver types for the gateway; typed documents for the web and the CLI. */
const config: CodegenConfig = {
  schema: 'graphql/schema/*.graphql',
  documents: ['web/**/*.{ts,tsx}', 'cli/**/*.ts'],
  ignoreNoDocuments: true,
  generates: {
    'graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../../gateway/context.ts#GatewayContext',
        enumsAsTypes: true,
      },
    },
    'graphql/generated/client/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};
export default config;
