import { configFromEnv } from './config.ts';
import { startApi } from './start.ts';

const api = await startApi(configFromEnv());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
