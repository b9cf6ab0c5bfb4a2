import { STATUS_CODES } from 'node:http';
import {
  API_ERROR_STATUS,
  ApiErrorSchema,
  type ApiError,
  type ApiErrorCode,
  type ValidationErrors,
  errorCodeForStatus,
  SHOP_BUSY_MESSAGE,
} from '@backlit/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { databaseFault } from '../db/database-fault';

/** Our own faults are never an AppError: their answer hides the message. */
export type AppErrorCode = Exclude<ApiErrorCode, 'INTERNAL'>;

export const INVALID_DATA_MESSAGE = 'The given data was invalid.';

/**
 * Sent with every 503. The shop notices the database is back within a second; a client retrying
 * sooner than this would only add load while it is not.
 */
export const RETRY_AFTER_SECONDS = 5;

/**
 * An expected failure a client can act on. Its code and message reach the client as they are;
 * `details` are extra fields of the answer (e.g. `validation_errors`, `tracking_no`, PayPal's
 * `issue`).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = API_ERROR_STATUS[code];
  }
}

/** 422 with messages keyed by the API's field names, so a client shows each beside its field. */
export function invalidData(validationErrors: ValidationErrors, message = INVALID_DATA_MESSAGE) {
  return new AppError('INVALID_DATA', message, { validation_errors: validationErrors });
}

/**
 * The error answers a route declares in its schema, each in the contract's error shape, so the
 * OpenAPI document lists them and their bodies are checked like any other answer.
 */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  const entries = statuses.map((status) => [status, ApiErrorSchema] as const);
  return Object.fromEntries(entries) as Record<Status, typeof ApiErrorSchema>;
}

/**
 * How the multipart parser (busboy) reports a body that stops before its closing boundary: a
 * plain Error, so it is recognised by its words.
 */
const TRUNCATED_MULTIPART = /unexpected end of multipart data/i;

/** A schema validation failure as Fastify reports it (zod or JSON schema alike). */
interface ValidationFailure {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/**
 * The one place errors become answers. Expected failures keep their status and message; anything
 * else is logged and answered with a generic message and the request id, so internals never leak.
 */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return send(reply, {
      ...error.details,
      status: error.status,
      code: error.code,
      message: error.message,
    });
  }
  const fault = databaseFault(error);
  if (fault) {
    // Not our bug and not the client's: a line in the log, not a stack trace per request (and
    // not the failed query's parameters).
    request.log.warn({ fault: fault.kind, reason: fault.reason }, 'database unavailable');
    return send(reply, { status: 503, code: 'SERVICE_UNAVAILABLE', message: SHOP_BUSY_MESSAGE });
  }
  const fastifyError = asFastifyError(error);
  if (fastifyError?.validation) {
    return send(reply, {
      status: 422,
      code: 'INVALID_DATA',
      message: INVALID_DATA_MESSAGE,
      validation_errors: byField(fastifyError.validation, fastifyError.validationContext),
    });
  }
  if (fastifyError && !fastifyError.statusCode && TRUNCATED_MULTIPART.test(fastifyError.message)) {
    return send(reply, {
      status: 400,
      code: 'BAD_REQUEST',
      message: 'The form data is cut short: it ends before its closing boundary.',
    });
  }
  const status = fastifyError?.statusCode ?? 500;
  if (fastifyError && status >= 400 && status < 500) {
    return send(reply, {
      status,
      code: errorCodeForStatus(status),
      message: clientErrorMessage(fastifyError, request),
    });
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, {
    status: 500,
    code: 'INTERNAL',
    message: `Something went wrong on our side. Please try again; if it persists, quote reference ${request.id}.`,
    request_id: request.id,
  });
}

function send(reply: FastifyReply, body: ApiError & Record<string, unknown>) {
  if (body.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(body.status).type('application/json; charset=utf-8').send(body);
}

function asFastifyError(error: unknown): FastifyError | undefined {
  return error instanceof Error ? (error as FastifyError) : undefined;
}

/**
 * `/subCategories/0/nameSubCategory` → `subCategories.0.nameSubCategory`; the root → the part.
 * A field that is not allowed (zod's unrecognized_keys, reported on its parent) is keyed by its
 * own name, so a client can tell which one to drop.
 */
function byField(failures: readonly ValidationFailure[], context: string | undefined) {
  const errors: ValidationErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const failure of failures) {
    const path = failure.instancePath.split('/').filter(Boolean);
    const unknownKeys = failure.keyword === 'unrecognized_keys' ? failure.params?.keys : undefined;
    if (Array.isArray(unknownKeys) && unknownKeys.length > 0) {
      for (const key of unknownKeys) {
        add([...path, String(key)].join('.'), `The ${String(key)} field is not allowed.`);
      }
      continue;
    }
    add(path.join('.') || context || 'body', failure.message ?? 'Invalid value.');
  }
  return errors;
}

/** Fastify's own messages are written for clients; other libraries' may not be. */
function clientErrorMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty although its content type says JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_BAD_URL':
      return 'The address holds a malformed %-escape.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A part of the address is too long.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const type = String(request.headers['content-type'] ?? 'none').slice(0, 100);
      return `This endpoint does not accept the content type "${type}".`;
    }
  }
  if (error.code?.startsWith('FST_')) return error.message;
  return STATUS_CODES[error.statusCode ?? 400] ?? 'Bad request.';
}
