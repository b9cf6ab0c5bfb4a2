import { createRequire } from 'node:module';
import { ORDER_LINK_ROUTE } from '@backlit/domain';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
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

/** A private order page's token (the path's last segment), in any URL a request names. */
const ORDER_LINK_IN_PATH = new RegExp(`^(${ORDER_LINK_ROUTE}/)[^/?#]+`);
/** One-time tokens of e-mailed links (`/reset-password?token=…`, `/confirm-email?token=…`). */
const TOKEN_IN_QUERY = /([?&]token=)[^&#]*/gi;

/**
 * A request's URL as it may be logged: the secret parts of e-mailed links replaced. Whoever reads
 * the logs must not be able to open an order, reset a password or confirm an address from them.
 */
export function loggableUrl(url: string): string {
  return url.replace(ORDER_LINK_IN_PATH, '$1[redacted]').replace(TOKEN_IN_QUERY, '$1[redacted]');
}

/** Pino's request fields as Fastify logs them, with the URL made loggable. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's logger. `stream` sends the JSON lines elsewhere than standard output (the tests
 * read what would be logged).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'isProduction'>,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(stream && { stream }),
    // Humans at a terminal get readable lines; everything else (files, collectors) gets JSON.
    ...(!stream &&
      wantsPrettyLogs(config) && {
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
