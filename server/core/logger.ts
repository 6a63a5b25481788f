import { pino, type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({ level, base: { app: 'vitrina' }, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'] });
}
