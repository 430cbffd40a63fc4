/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the database and the media, from and
 * into the instance the variables name (DATABASE_URL or DATA_DIR, MEDIA_STORE and its S3_ settings).
 */
import { configFromEnv, ConfigError } from '../config.ts';
import { backup, restore } from './backup.ts';

const [command, file] = process.argv.slice(2);
try {
  if ((command !== 'backup' && command !== 'restore') || !file) throw new ConfigError('usage: backup <archive file> | restore <archive file>');
  const config = configFromEnv();
  const started = Date.now();
  const { mediaFiles } = command === 'backup' ? await backup(config, file) : await restore(config, file);
  process.stdout.write(`${command === 'backup' ? 'Backed up' : 'Restored'} the database and ${mediaFiles} media files ${command === 'backup' ? 'to' : 'from'} ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
} catch (error) {
  process.stderr.write(`venue ${command ?? 'backup'}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
  process.exit(error instanceof ConfigError ? 2 : 1);
}
