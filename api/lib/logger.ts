import { pino, type Logger } from 'pino';

/** The API's structured logger (JSON lines on stdout). */
export const createLogger = (level: string): Logger => pino({ level, base: { service: 'api' } });
