import type { ValidationErrors } from '@backlit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, invalidData } from './errors';

/**
 * C0 and C1 control characters but tab, line feed and carriage return, which multi-line fields
 * hold. PostgreSQL cannot store NUL in text at all; the others are never typed by a person and
 * only serve to garble names, logs and exports.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'This field may not contain control characters.';

/** RFC 2046 boundaries are 1 to 70 characters; the parser refuses longer ones as a fault of ours. */
const MULTIPART_BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

/**
 * The fields of `value` (a parsed body, query or params) holding a control character, in the
 * dotted form of `validation_errors` (`billing.city`, `items.2`). Walked without recursion, so a
 * deeply nested body cannot exhaust the stack; keys are checked as well as values.
 */
export function fieldsWithControlCharacters(value: unknown, root: string): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) found.push(path || root);
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (CONTROL_CHARACTER.test(key)) found.push(path || root);
        else pending.push({ value: child, path: childPath });
      }
    }
  }
  return [...new Set(found)];
}

/** A 422 naming each field that holds a control character; undefined when none does. */
export function controlCharacterError(
  parts: readonly { value: unknown; root: string }[],
): AppError | undefined {
  const errors: ValidationErrors = {};
  for (const { value, root } of parts) {
    for (const field of fieldsWithControlCharacters(value, root)) {
      errors[field] = [CONTROL_CHARACTER_MESSAGE];
    }
  }
  return Object.keys(errors).length > 0 ? invalidData(errors) : undefined;
}

function multipartWithoutBoundary(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  if (!type || !/^\s*multipart\//i.test(type)) return false;
  return !MULTIPART_BOUNDARY.test(type);
}

/**
 * Input no route should have to think about:
 * - a multipart body without a usable boundary is refused before any parser reads it;
 * - control characters anywhere in params, query or body are a 422 on their field, checked
 *   after the route's own validation (so the route's messages come first) and after multipart
 *   forms became the body. Forms a handler reads itself (product photos) check their fields with
 *   `controlCharacterError`.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (multipartWithoutBoundary(request)) {
      throw new AppError(
        'BAD_REQUEST',
        'A multipart/form-data body needs a boundary of 1 to 70 characters in its Content-Type.',
      );
    }
  });
  app.addHook('preHandler', async (request) => {
    const error = controlCharacterError([
      { value: request.params, root: 'params' },
      { value: request.query, root: 'query' },
      { value: request.body, root: 'body' },
    ]);
    if (error) throw error;
  });
}
