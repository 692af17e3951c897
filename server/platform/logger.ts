import { type DestinationStream, type Logger, pino } from 'pino';
import { logSerializers } from './log-redaction.ts';

/** The server's logger: requests with redacted URLs, errors by class and code only. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, serializers: logSerializers };
  return destination ? pino(options, destination) : pino(options);
}
