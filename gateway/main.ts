/**
 * `npm start`: the whole product in one process — gateway, API and background worker — on the
 * embedded default. With ADMIN_API_URL set it starts only the gateway, as gateway/gateway-main.ts.
 */
import { configFromEnv } from '../api/config.ts';
import { runProcess } from '../api/lib/run-process.ts';
import { startApi } from '../api/start.ts';
import { externalApi, startGateway } from './start.ts';

await runProcess('venue', async () => {
  const api = process.env.ADMIN_API_URL ? externalApi() : await startApi(configFromEnv());
  try {
    return await startGateway(api);
  } catch (error) {
    await api.close();
    throw error;
  }
});
