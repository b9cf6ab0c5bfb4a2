import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Secrets that must never reach a log line, whatever gets logged later. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.token',
];

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'isProduction'>,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Humans at a terminal get readable lines; everything else (files, collectors) gets JSON.
    ...(wantsPrettyLogs(config) && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
  };
}

function wantsPrettyLogs(config: Pick<Config, 'logLevel' | 'isProduction'>): boolean {
  if (config.isProduction || config.logLevel === 'silent' || !process.stdout.isTTY) return false;
  try {
    // A development dependency: absent from an install with --omit=dev.
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
