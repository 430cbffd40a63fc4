/**
 * Builds what `npm start` and `venue` run, only when its sources changed since the last build:
 * - the Node entry points (CLI, one-process server, API, gateway, worker) as ESM bundles under
 *   dist/node/, by esbuild in a few seconds, npm packages included but for a few (KEPT_EXTERNAL);
 * - the web console under dist/web/, by Vite, which takes seconds and so is skipped when nothing it
 *   reads (its sources, the generated client, the build-time variables, the lockfile) has changed.
 * Plain JavaScript, so it runs before anything is compiled.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Bundle name → its TypeScript entry. */
export const NODE_ENTRIES = {
  cli: 'cli/main.ts',
  server: 'gateway/main.ts',
  api: 'api/main.ts',
  gateway: 'gateway/gateway-main.ts',
  worker: 'api/worker-main.ts',
  backup: 'api/backup/main.ts',
};

const NODE_DIR = join(ROOT, 'dist', 'node');
/** Entries bundled with code splitting (chunks under dist/node/chunks, never deleted while a build may still use them). */
const SPLIT_ENTRIES = new Set(['cli']);
export const bundlePath = (name) => join(NODE_DIR, `${name}.js`);
const inputsPath = (name) => join(NODE_DIR, `${name}.inputs.json`);

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/** True when the bundle exists and none of the files it was built from is newer. */
export function isBundleFresh(name) {
  const built = mtime(bundlePath(name));
  if (built === undefined) return false;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsPath(name), 'utf8'));
  } catch {
    return false;
  }
  return inputs.every((file) => {
    const changed = mtime(join(ROOT, file));
    return changed !== undefined && changed <= built;
  });
}

/** `isBundleFresh` with its file checks in parallel, so a caller can load the bundle meanwhile (cli/bin.js). */
export async function isBundleFreshAsync(name) {
  const time = (file) => stat(file).then((s) => s.mtimeMs, () => undefined);
  const [built, inputs] = await Promise.all([time(bundlePath(name)), readFile(inputsPath(name), 'utf8').then(JSON.parse, () => undefined)]);
  if (built === undefined || !Array.isArray(inputs)) return false;
  const times = await Promise.all(inputs.map((file) => time(join(ROOT, file))));
  return times.every((changed) => changed !== undefined && changed <= built);
}

/** Writes through a temporary name and renames, so processes starting side by side never read half a file. */
function writeAtomically(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

const GENERATED_DOCUMENTS = join(ROOT, 'graphql', 'generated', 'client', 'graphql.ts');

/**
 * An esbuild plugin doing for the CLI what codegen's babel plugin does for a web build: each
 * graphql(`query CliRoles …`) call becomes the generated CliRolesDocument it stands for, as a
 * module of its own, so a command's chunk holds its own documents only (not the map of every
 * document of the web and the CLI, which took longer to load than all the rest of a call).
 */
const directDocuments = {
  name: 'direct-documents',
  setup(build) {
    let generated;
    const documentText = async (name) => {
      generated ??= readFile(GENERATED_DOCUMENTS, 'utf8');
      const line = (await generated).split('\n').find((text) => text.startsWith(`export const ${name} = `));
      if (!line) throw new Error(`${name} is not in ${GENERATED_DOCUMENTS}: run npm run codegen`);
      return line.slice(`export const ${name} = `.length, line.lastIndexOf(' as unknown as '));
    };
    build.onResolve({ filter: /^venue-document:/ }, (args) => ({ path: args.path.slice('venue-document:'.length), namespace: 'venue-document' }));
    build.onLoad({ filter: /.*/, namespace: 'venue-document' }, async (args) => ({ contents: `export default ${await documentText(args.path)};`, loader: 'js', watchFiles: [GENERATED_DOCUMENTS] }));
    build.onLoad({ filter: /[\\/]cli[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes("import { graphql } from '#gql';")) return undefined;
      const names = new Set();
      const contents = source
        .replace("import { graphql } from '#gql';", '')
        .replace(/graphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[\s\S]*?`\s*\)/g, (_call, kind, name) => {
          const id = `${name}${kind === 'fragment' ? 'FragmentDoc' : 'Document'}`;
          names.add(id);
          return id;
        });
      if (/\bgraphql\(/.test(contents)) throw new Error(`${args.path}: a graphql() call the CLI bundle cannot resolve to its generated document`);
      const imports = [...names].map((id) => `import ${id} from 'venue-document:${id}';`).join('\n');
      return { contents: `${imports}\n${contents}`, loader: 'ts' };
    });
  },
};

/** Packages every bundle leaves as imports (see `bundleNode`). */
const KEPT_EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pino', 'pino-*', 'thread-stream', '@aws-sdk/*', '@smithy/*', 'pg-native', 'esbuild', 'vite'];

/** Bundles the named Node entry points now. */
export async function bundleNode(names = Object.keys(NODE_ENTRIES)) {
  const esbuild = await import('esbuild');
  await Promise.all(
    names.map(async (name) => {
      // The CLI is split at its dynamic imports, so a call loads only the command it runs (and the
      // packages that command needs): \`venue --help\` loads no command at all.
      const split = SPLIT_ENTRIES.has(name);
      const output = split ? { splitting: true, outdir: NODE_DIR, entryNames: '[name]', chunkNames: `chunks/${name}-[name]-[hash]` } : { outfile: bundlePath(name) };
      const result = await esbuild.build({
        absWorkingDir: ROOT,
        entryPoints: split ? { [name]: NODE_ENTRIES[name] } : [NODE_ENTRIES[name]],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // Packages are bundled too: one file loads several times faster than a package's tree of
        // modules (the server's code loads in ~0.36 s instead of ~0.88 s), which decides the start.
        // Left as imports: packages that read files beside their own modules at run time (PGlite's
        // WASM, pino's worker transports) or that are loaded on first use only (the AWS SDK).
        // CommonJS packages (commander, express) require() Node's modules: the ESM output needs a require.
        banner: { js: "import { createRequire as __venueRequire } from 'node:module'; const require = __venueRequire(import.meta.url);" },
        external: KEPT_EXTERNAL,
        write: false,
        metafile: true,
        sourcemap: 'linked',
        // The maps name the files and lines; the sources themselves are in the repository (a smaller map parses faster at start).
        sourcesContent: false,
        ...output,
        logLevel: 'warning',
        plugins: split ? [directDocuments] : [],
        // Less to parse on every start; the linked source map keeps traces readable.
        minifyWhitespace: true,
        minifySyntax: true,
      });
      for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
      // Bundled packages change only with the lockfile: their files are not checked one by one.
      // Documents the CLI's plugin serves (\`venue-document:…\`) come from the generated module, checked instead.
      const files = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/') && !file.includes(':'));
      const inputs = [...new Set([...files, ...(split ? [relative(ROOT, GENERATED_DOCUMENTS)] : []), 'package.json', 'package-lock.json', 'tsconfig.json'])];
      writeAtomically(inputsPath(name), JSON.stringify(inputs));
    }),
  );
}

/** The bundle's path, built first if it is missing or older than its sources. */
export async function ensureBundle(name) {
  if (!isBundleFresh(name)) await bundleNode([name]);
  return bundlePath(name);
}

// ---- the pre-migrated database of a new data folder ----

const MIGRATIONS_DIR = join(ROOT, 'api', 'db', 'migrations');
const PGLITE_DUMP = join(ROOT, 'dist', 'pglite', 'migrated.tar');

function newestMigration() {
  const files = [];
  listFiles(relative(ROOT, MIGRATIONS_DIR), files);
  return Math.max(...files.map((file) => mtime(join(ROOT, file)) ?? 0));
}

/**
 * Writes dist/pglite/migrated.tar, an embedded database with every migration applied (api/db/open.ts
 * starts a new data folder from it), when it is missing or a migration is newer; true when it wrote it.
 */
export async function ensurePgliteDump() {
  if ((mtime(PGLITE_DUMP) ?? 0) >= newestMigration()) return false;
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    // Not compressed: PGlite unpacks a plain tar about 0.3 s sooner on a first start (42 MB on disk against 5 MB).
    const dump = await client.dumpDataDir('none');
    writeAtomically(PGLITE_DUMP, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  return true;
}

// ---- the web console ----

const WEB_DIR = join(ROOT, 'dist', 'web');
const WEB_STAMP = join(WEB_DIR, '.sources.json');
const WEB_INPUT_DIRS = ['web', 'domain', join('graphql', 'generated', 'web')];
const WEB_INPUT_FILES = ['vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
/** Variables Vite bakes into the bundle (vite.config.ts `envPrefix`) or that change what it builds. */
const WEB_ENV = (env) =>
  Object.fromEntries(
    Object.entries(env)
      .filter(([key]) => key.startsWith('VITE_') || key.startsWith('MEDIA_BASE_URL') || key.startsWith('VENUE_TIMEZONE') || key === 'WEB_SOURCEMAPS')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

function listFiles(dir, into) {
  let entries;
  try {
    entries = readdirSync(join(ROOT, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, into);
    else into.push(path);
  }
}

/** What the web build read: every input file with its modification time, and the build-time variables. */
function webSources(env) {
  const files = [...WEB_INPUT_FILES];
  for (const dir of WEB_INPUT_DIRS) listFiles(dir, files);
  files.sort();
  return { files: files.map((file) => [relative(ROOT, join(ROOT, file)), mtime(join(ROOT, file)) ?? 0]), env: WEB_ENV(env) };
}

export function isWebFresh(env = process.env) {
  try {
    return readFileSync(WEB_STAMP, 'utf8') === JSON.stringify(webSources(env)) && mtime(join(WEB_DIR, 'index.html')) !== undefined;
  } catch {
    return false;
  }
}

/** Builds the web console for production now (Vite), and stamps what it was built from. */
export async function buildWeb(env = process.env) {
  const sources = webSources(env);
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeAtomically(WEB_STAMP, JSON.stringify(sources));
}

/** Builds the web console if anything it reads changed since the last build; true when it built. */
export async function ensureWeb(env = process.env) {
  if (isWebFresh(env)) return false;
  await buildWeb(env);
  return true;
}
