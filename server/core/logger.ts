import { pino, type Logger } from 'pino';

/** JSON logs for machines; readable colored lines when a person runs the shop in a terminal. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'vitrina' },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
    ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,app' } } } : {}),
  });
}
