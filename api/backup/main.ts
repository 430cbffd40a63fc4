/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the database, the media and the
 * generated secrets, from and into the instance the variables name (DATABASE_URL or DATA_DIR,
 * MEDIA_STORE and its S3_ settings). Anything the operator must set right (a variable, the archive
 * path, a data folder in use, a target that is not empty) is one line on stderr and exit code 2.
 */
import { configFromEnv, ConfigError } from '../config.ts';
import { backup, removePartials, restore } from './backup.ts';

const [command, ...args] = process.argv.slice(2);
const name = `venue ${command === 'restore' ? 'restore' : 'backup'}`;
const USAGE = 'usage: npm run backup -- <archive file> | npm run restore -- <archive file>';
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(
    `${USAGE}\n\n${command === 'restore' ? 'Restores an archive into an empty instance' : 'Writes the database, the media and the generated secrets to a new archive'} (DATABASE_URL or DATA_DIR, MEDIA_STORE and its S3_ settings name the instance; see the README's Operating section).\n`,
  );
  process.exit(0);
}
const option = args.find((arg) => arg.startsWith('-'));
const file = args[0];
// Interrupted: no partial archive is left under its temporary name, and the data folder's lock is released (at exit).
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    removePartials();
    process.stderr.write(`${name}: interrupted${command === 'restore' ? ': the target may be partly restored, so empty it before restoring again' : ''}\n`);
    process.exit(code);
  });
}
try {
  // An option is never taken for a file name (a file starting with "-" is given as ./-name).
  if (option !== undefined) throw new ConfigError(`unknown option ${option} (${USAGE})`);
  if (args.length > 1) throw new ConfigError(`takes one archive file, not ${args.length}: ${args.join(' ')} (${USAGE})`);
  if ((command !== 'backup' && command !== 'restore') || !file) throw new ConfigError(USAGE);
  const config = configFromEnv();
  const started = Date.now();
  const { mediaFiles } = command === 'backup' ? await backup(config, file) : await restore(config, file);
  process.stdout.write(`${command === 'backup' ? 'Backed up' : 'Restored'} the database and ${mediaFiles} media ${mediaFiles === 1 ? 'file' : 'files'} ${command === 'backup' ? 'to' : 'from'} ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
} catch (error) {
  process.stderr.write(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
  process.exit(error instanceof ConfigError ? 2 : 1);
}
