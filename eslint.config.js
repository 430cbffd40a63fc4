import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'graphql/generated', 'api/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every form goes through components/ui/Form.tsx, which turns the browser's own validation off (§5's messages show instead).
      'no-restricted-imports': ['error', { paths: [{ name: 'react-aria-components', importNames: ['Form'], message: 'Use web/components/ui/Form.tsx: it keeps the browser from validating in its own words.' }] }],
    },
  },
  {
    files: ['web/components/ui/Form.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
