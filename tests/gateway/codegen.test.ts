import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { expect, test } from 'vitest';
import config from '../../graphql/codegen.ts';

const root = path.resolve(import.meta.dirname, '../..');

test('the committed generated GraphQL files match what `npm run codegen` would write now', async () => {
  const outputs: { filename: string; content: string }[] = await generate({ ...config, cwd: root, silent: true }, false);
  const stale: string[] = [];
  for (const { filename, content } of outputs) {
    const onDisk = await readFile(path.resolve(root, filename), 'utf8').catch(() => null);
    if (onDisk !== content) stale.push(filename);
  }
  expect(outputs.map((o) => o.filename)).toContain('graphql/generated/resolvers.ts');
  expect(stale, 'stale generated files: run npm run codegen').toEqual([]);
}, 60_000);
