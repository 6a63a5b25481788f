import { pino, type Logger } from 'pino';

/**
 * JSON logs for machines; readable colored lines when a person runs the shop in a terminal. The JSON
 * goes out asynchronously: a request's line no longer waits for its write (lines logged meanwhile go
 * out together), and pino writes what is left when the process ends.
 */
export function createLogger(level: string): Logger {
  const options = { level, base: { app: 'vitrina' }, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'] };
  if (process.stdout.isTTY) return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,app' } } });
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
