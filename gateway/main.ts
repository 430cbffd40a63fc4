/**
 * `npm start`: the whole product in one process — gateway, API and background worker — on the
 * embedded default. With ADMIN_API_URL set it starts only the gateway, as gateway/gateway-main.ts.
 *
 * Run as `node dist/node/server.js` it starts at once; scripts/start.mjs imports it and calls
 * `main()` with the builds it needs (the web console, the pre-migrated database), which then run
 * after the variables are checked and before anything is opened.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkEnv, configFromEnv } from '../api/config.ts';
import { runProcess } from '../api/lib/run-process.ts';
import { reserveApi, startApi } from '../api/start.ts';
import { externalApi, listenGateway, startGateway } from './start.ts';

/**
 * Checks every variable, then takes what only one process may have (the data folder, API_PORT and
 * PORT), then runs `prepare`, and only then lets the API set anything up: a refused start (exit 2)
 * leaves nothing behind, such as a first Admin whose printed password the next start would not show.
 */
export async function main(prepare: () => Promise<void> = async () => {}): Promise<void> {
  await runProcess('venue', async () => {
    checkEnv();
    if (process.env.ADMIN_API_URL) {
      const api = externalApi();
      const port = await listenGateway();
      try {
        await prepare();
        return await startGateway(api, process.env, port);
      } catch (error) {
        await port.close();
        throw error;
      }
    }
    const config = configFromEnv();
    const reservation = await reserveApi(config);
    let gatewayPort;
    try {
      gatewayPort = await listenGateway();
      await prepare();
    } catch (error) {
      await gatewayPort?.close();
      await reservation.release();
      throw error;
    }
    let api;
    try {
      api = await startApi(config, reservation);
    } catch (error) {
      await gatewayPort.close();
      throw error;
    }
    try {
      return await startGateway(api, process.env, gatewayPort);
    } catch (error) {
      await gatewayPort.close();
      await api.close();
      throw error;
    }
  });
}

// Started directly (node dist/node/server.js, tsx gateway/main.ts) rather than imported by scripts/start.mjs.
const entry = process.argv[1] && realpathSync(process.argv[1]);
if (entry && entry === realpathSync(fileURLToPath(import.meta.url))) await main();
