/**
 * `npm run dev`: the API and gateway under `tsx watch` (restarted on change) and Vite's dev server with
 * hot reload, which proxies /graphql, /upload and /media to the gateway.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'gateway/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--host', process.env.HOST ?? '127.0.0.1'], { stdio: 'inherit' }),
];

const stop = (code: number) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
