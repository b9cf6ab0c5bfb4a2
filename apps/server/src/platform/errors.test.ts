import { ApiErrorSchema, SHOP_BUSY_MESSAGE, type ApiErrorCode } from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app';
import { buildTestApp } from '../test/app';
import { AppError, invalidData, RETRY_AFTER_SECONDS } from './errors';

const FormSchema = z.object({
  email: z.email(),
  subCategories: z.array(z.strictObject({ nameSubCategory: z.string().min(1) })).optional(),
});

/** Routes that exist only to exercise the error handler. */
function registerTestRoutes(app: App) {
  const config = { access: 'public' } as const;
  app.post('/api/test/form', { schema: { body: FormSchema }, config }, async (request) => ({
    status: 200,
    email: request.body.email,
  }));
  app.post('/api/test/strict', { schema: { body: FormSchema.strict() }, config }, async () => ({
    status: 200,
  }));
  app.get(
    '/api/test/page',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) }, config },
    async (request) => ({ status: 200, page: request.query.page }),
  );
  app.get('/api/test/crash', { config }, async () => {
    throw new Error('connection to 10.0.0.7 refused: password=hunter2');
  });
  app.get(
    '/api/test/bad-answer',
    { schema: { response: { 200: z.object({ status: z.literal(200) }) } }, config },
    // Deliberately breaks its own response schema.
    async () => ({ status: 201 }) as unknown as { status: 200 },
  );
  app.get('/api/test/conflict', { config }, async () => {
    throw new AppError('CONFLICT', 'This payment already made an order.', { tracking_no: 'BS-1' });
  });
  app.get('/api/test/taken', { config }, async () => {
    throw invalidData({ email: ['The email has already been taken.'] });
  });
  app.get('/api/test/slow-statement', { config }, async () => {
    // As Drizzle reports a statement PostgreSQL cancelled at the statement timeout.
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    throw new Error('Failed query: select pg_sleep(10)', { cause: cancelled });
  });
}

/** The code each status of these tests stands for, whoever raised the error. */
const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'INVALID_DATA',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
};

function errorBody(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = ApiErrorSchema.parse(response.json());
  expect(body.status).toBe(response.statusCode);
  expect(body.code).toBe(CODE_BY_STATUS[response.statusCode]);
  return body;
}

describe('error answers', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
    registerTestRoutes(app);
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['GET', 'POST', 'DELETE'] as const)(
    '%s to an unknown API path is a JSON 404',
    async (method) => {
      const response = await app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).message).toBe(`No API route for ${method} /api/no-such-thing`);
    },
  );

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).message).toBe('The request body is not valid JSON.');
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    errorBody(response);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorBody(response).message).toContain('application/xml');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    errorBody(response);
  });

  it('answers a body that breaks its schema with 422 and messages per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { email: 'not-an-email', subCategories: [{ nameSubCategory: '' }] },
    });
    expect(response.statusCode).toBe(422);
    const body = errorBody(response);
    expect(body.message).toBe('The given data was invalid.');
    expect(Object.keys(body.validation_errors ?? {}).sort()).toEqual([
      'email',
      'subCategories.0.nameSubCategory',
    ]);
    expect(body.validation_errors?.email).toEqual([expect.any(String)]);
  });

  it('keys a field that is not allowed by its own name', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/strict',
      payload: { email: 'a@b.co', role_as: 1, subCategories: [{ nameSubCategory: 'A', id: 3 }] },
    });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response).validation_errors).toEqual({
      role_as: ['The role_as field is not allowed.'],
      'subCategories.0.id': ['The id field is not allowed.'],
    });
  });

  it('keys query string failures by parameter', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/page?page=zero' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorBody(response).validation_errors ?? {})).toEqual(['page']);
  });

  it('keys a body that is not an object at all as "body"', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/form', payload: [1] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorBody(response).validation_errors ?? {})).toEqual(['body']);
  });

  it('hides what went wrong inside, but gives a reference to quote', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = errorBody(response);
    const requestId = response.headers['x-request-id'];
    expect(body.request_id).toBe(requestId);
    expect(body.message).toBe(
      `Something went wrong on our side. Please try again; if it persists, quote reference ${requestId}.`,
    );
    expect(response.body).not.toMatch(/hunter2|10\.0\.0\.7|refused/);
  });

  it('treats an answer that breaks its own schema as our failure', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/bad-answer' });
    expect(response.statusCode).toBe(500);
    expect(errorBody(response).request_id).toBeDefined();
  });

  it('maps an AppError to its status, message and extra fields', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'This payment already made an order.',
      tracking_no: 'BS-1',
    });
  });

  it('answers a statement over the statement timeout with 503 and Retry-After, and nothing more', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/slow-statement' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(errorBody(response).message).toBe(SHOP_BUSY_MESSAGE);
    expect(response.body).not.toContain('pg_sleep');
    // One slow query is not a lost database: the API keeps serving.
    const next = await app.inject({ method: 'GET', url: '/api/test/page?page=1' });
    expect(next.statusCode).toBe(200);
  });

  it('maps invalidData to 422 with validation_errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/taken' });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response)).toEqual({
      status: 422,
      code: 'INVALID_DATA',
      message: 'The given data was invalid.',
      validation_errors: { email: ['The email has already been taken.'] },
    });
  });

  it('rate-limits unknown-path lookups, with Retry-After', async () => {
    let response: LightMyRequestResponse | undefined;
    for (let i = 0; i < 130 && response?.statusCode !== 429; i++) {
      response = await app.inject({ method: 'GET', url: `/api/probe-${i}` });
    }
    expect(response?.statusCode).toBe(429);
    expect(Number(response?.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBody(response!).message).toMatch(/^Too many requests/);
  });
});
