import { pino, type Logger } from 'pino';
import { requestIdMixin } from './request-context.ts';

/** The API's structured logger (JSON lines on stdout); a line written while serving a request carries its `requestId`. */
export const createLogger = (level: string, service = 'api'): Logger => pino({ level, base: { service }, mixin: requestIdMixin });
