import { pino, type Logger } from 'pino';
import type { YogaLogger } from 'graphql-yoga';
import { requestIdMixin } from '../../api/lib/request-context.ts';

/** The gateway's structured logger; LOG_LEVEL as in docs/contracts.md. A line written while serving a request carries its `requestId`. */
export const createLogger = (level = process.env.LOG_LEVEL ?? 'info'): Logger => pino({ name: 'gateway', level, base: { service: 'gateway' }, mixin: requestIdMixin });

type Level = 'debug' | 'info' | 'warn' | 'error';

/** Yoga logs through pino, keeping a thrown error's stack in the server log (never in replies). */
export const yogaLogger = (logger: Logger): YogaLogger => {
  const forward =
    (level: Level) =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const text = args.filter((arg) => typeof arg === 'string').join(' ');
      logger[level](err ? { err } : {}, text || (err instanceof Error ? err.message : 'graphql'));
    };
  return { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
};
