/** The gateway alone (`npm run start:gateway`), in front of the API at ADMIN_API_URL. */
import { runProcess } from '../api/lib/run-process.ts';
import { externalApi, startGateway } from './start.ts';

await runProcess('venue gateway', async () => startGateway(externalApi()));
