import { ApiErrorSchema, HealthResponseSchema } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/db';

describe('GET /api/health', () => {
  let app: App;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({}, database);
  });
  afterAll(() => app.close());

  it('answers ok while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(HealthResponseSchema.parse(response.json())).toEqual({ status: 'ok' });
  });

  it('answers 503 once the database is gone', async () => {
    await database.lose();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(ApiErrorSchema.parse(response.json())).toMatchObject({ status: 503 });
  });
});

describe('GET /api/health while the instance stops', () => {
  it('answers 503 from the start of the drain, while other calls are still served', async () => {
    const app = await buildTestApp();
    try {
      const drained = app.drainRequests(300);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(ApiErrorSchema.parse(health.json()).message).toBe('The shop is restarting.');
      const other = await app.inject({ method: 'GET', url: '/api/getCategory' });
      expect(other.statusCode).toBe(200);
      await drained;
    } finally {
      await app.close();
    }
  });
});
