import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SHOP_INFO } from '@backlit/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function configErrorOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('runs on an empty environment with the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      databaseTimeouts: { connectMs: 2000, statementMs: 5000 },
      admin: undefined,
      seedDemo: true,
      payment: { provider: 'demo' },
      smtpUrl: undefined,
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
      trustProxy: false,
      shop: DEFAULT_SHOP_INFO,
      redisUrl: undefined,
      redisPrefix: 'backlit:',
      s3: undefined,
    });
  });

  it('finds the migrations and points at the web build from the source tree', () => {
    const config = loadConfig({});
    expect(existsSync(path.join(config.migrationsDir, 'meta', '_journal.json'))).toBe(true);
    expect(config.webDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/shop',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'long enough',
      SEED_DEMO: 'no',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://shop.example.com/',
      LOG_LEVEL: 'silent',
      SHOP_NAME: 'Frames "R" <Us>',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://shop.example.com',
      dataDir: '/srv/shop',
      databaseUrl: 'postgres://shop@db:5432/shop',
      databaseTimeouts: { connectMs: 500, statementMs: 30_000 },
      admin: { email: 'boss@example.com', password: 'long enough' },
      seedDemo: false,
      smtpUrl: 'smtp://mail.example.com:587',
      logLevel: 'silent',
      shop: { ...DEFAULT_SHOP_INFO, name: 'Frames "R" <Us>' },
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['YES', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('reads SEED_DEMO=%s as %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('gives a wildcard host a public URL a browser can open', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a whole number between 0 and 65535 (got "abc")'],
    ['PORT', '70000', 'PORT: must be a whole number between 0 and 65535 (got "70000")'],
    ['PORT', '3000.5', 'PORT: must be a whole number'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [
      'DATABASE_CONNECT_TIMEOUT_MS',
      '0',
      'DATABASE_CONNECT_TIMEOUT_MS: must be a whole number between 100 and 60000 (got "0")',
    ],
    [
      'DATABASE_STATEMENT_TIMEOUT_MS',
      '5s',
      'DATABASE_STATEMENT_TIMEOUT_MS: must be a whole number between 100 and 600000 (got "5s")',
    ],
    ['ADMIN_EMAIL', 'boss', 'ADMIN_EMAIL: must be an e-mail address (got "boss")'],
    ['SEED_DEMO', 'maybe', 'SEED_DEMO: must be one of true, false, 1, 0, yes, no (got "maybe")'],
    ['PAYMENT_PROVIDER', 'stripe', 'PAYMENT_PROVIDER: must be demo or paypal (got "stripe")'],
    ['PAYPAL_API_BASE', 'api.paypal.com', 'PAYPAL_API_BASE: must be an http(s) URL'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['PUBLIC_URL', 'shop.example.com', 'PUBLIC_URL: must be an http(s) URL'],
    ['NODE_ENV', 'staging', 'NODE_ENV: must be development, test or production'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: must be one of fatal, error, warn, info'],
    ['TRUST_PROXY', 'sometimes', 'TRUST_PROXY: must be false, a hop count'],
    ['TRUST_PROXY', 'true', 'true would let any client choose its own address'],
    ['TRUST_PROXY', 'yes', 'true would let any client choose its own address'],
    ['TRUST_PROXY', '11', 'TRUST_PROXY: must be at most 10 hops'],
    ['TRUST_PROXY', '10.0.0.0/33', 'not an address or range: 10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, proxy.local', 'not an address or range: proxy.local'],
    ['SHOP_EMAIL', 'sales', 'SHOP_EMAIL: '],
  ])('refuses %s=%s, naming the variable', (variable, value, expected) => {
    const message = configErrorOf({ [variable]: value });
    expect(message).toMatch(/^Invalid configuration:\n {2}/);
    expect(message).toContain(expected);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, 192.168.1.1 ,loopback', ['10.0.0.0/8', '192.168.1.1', 'loopback']],
    ['2001:db8::/32,::1', ['2001:db8::/32', '::1']],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('lists every bad variable at once', () => {
    const message = configErrorOf({ PORT: 'x', SEED_DEMO: 'x', SHOP_EMAIL: 'x' });
    expect(message.split('\n').slice(1)).toEqual([
      expect.stringMatching(/^ {2}PORT: /),
      expect.stringMatching(/^ {2}SEED_DEMO: /),
      expect.stringMatching(/^ {2}SHOP_EMAIL: /),
    ]);
  });

  it('never echoes a secret', () => {
    const message = configErrorOf({ DATABASE_URL: 'mysql://root:hunter2@db' });
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('hunter2');
  });

  describe('several instances', () => {
    it('shares limits and changes through REDIS_URL', () => {
      expect(
        loadConfig({ REDIS_URL: 'redis://cache:6379/2', REDIS_PREFIX: 'shop-a:' }),
      ).toMatchObject({ redisUrl: 'redis://cache:6379/2', redisPrefix: 'shop-a:' });
      expect(configErrorOf({ REDIS_PREFIX: 'a b' })).toContain('REDIS_PREFIX:');
      expect(configErrorOf({ REDIS_URL: 'http://:s3cret-word@cache' })).toBe(
        'Invalid configuration:\n  REDIS_URL: must be a redis:// or rediss:// URL',
      );
    });

    it('keeps uploads in the bucket of S3_BUCKET', () => {
      expect(loadConfig({ S3_BUCKET: 'shop-uploads' }).s3).toEqual({
        bucket: 'shop-uploads',
        region: 'us-east-1',
        endpoint: undefined,
        credentials: undefined,
      });
      expect(
        loadConfig({
          S3_BUCKET: 'shop',
          S3_REGION: 'ca-central-1',
          S3_ENDPOINT: 'http://minio:9000/',
          AWS_ACCESS_KEY_ID: 'key',
          AWS_SECRET_ACCESS_KEY: 'secret',
        }).s3,
      ).toEqual({
        bucket: 'shop',
        region: 'ca-central-1',
        endpoint: 'http://minio:9000',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      });
      expect(configErrorOf({ S3_ENDPOINT: 'http://minio:9000' })).toContain('S3_BUCKET:');
      const message = configErrorOf({ S3_BUCKET: 'shop', AWS_SECRET_ACCESS_KEY: 'hunter2' });
      expect(message).toContain('AWS_ACCESS_KEY_ID:');
      expect(message).not.toContain('hunter2');
    });
  });

  it('reads a cookie secret of 32 characters or more, never echoing a short one', () => {
    expect(loadConfig({}).cookieSecret).toBeUndefined();
    const secret = 'f'.repeat(32);
    expect(loadConfig({ COOKIE_SECRET: secret }).cookieSecret).toBe(secret);
    const message = configErrorOf({ COOKIE_SECRET: 'short-hunter2' });
    expect(message).toContain('COOKIE_SECRET: must be at least 32 characters long');
    expect(message).not.toContain('hunter2');
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(configErrorOf({ ADMIN_EMAIL: 'boss@example.com' })).toContain('ADMIN_PASSWORD:');
    expect(configErrorOf({ ADMIN_PASSWORD: 'long enough' })).toContain('ADMIN_EMAIL:');
  });

  describe('payment provider', () => {
    const credentials = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };

    it('is PayPal (sandbox by default) when its credentials are set', () => {
      expect(loadConfig(credentials).payment).toEqual({
        provider: 'paypal',
        clientId: 'id',
        clientSecret: 'secret',
        apiBase: 'https://api-m.sandbox.paypal.com',
      });
    });

    it('can be pointed at another PayPal host, e.g. a local fake', () => {
      const config = loadConfig({ ...credentials, PAYPAL_API_BASE: 'http://127.0.0.1:9000/' });
      expect(config.payment).toMatchObject({ apiBase: 'http://127.0.0.1:9000' });
    });

    it('reads the webhook id and where the browser loads the SDK from', () => {
      const config = loadConfig({
        ...credentials,
        PAYPAL_WEBHOOK_ID: 'WH-123',
        PAYPAL_SDK_URL: 'http://127.0.0.1:3199/sdk/js',
      });
      expect(config.payment).toMatchObject({
        provider: 'paypal',
        webhookId: 'WH-123',
        sdkUrl: 'http://127.0.0.1:3199/sdk/js',
      });
    });

    it('leaves the webhook id and SDK URL unset by default', () => {
      expect(loadConfig(credentials).payment).toMatchObject({
        webhookId: undefined,
        sdkUrl: undefined,
      });
    });

    it('refuses an SDK URL that is not http(s)', () => {
      expect(configErrorOf({ ...credentials, PAYPAL_SDK_URL: 'javascript:alert(1)' })).toContain(
        'PAYPAL_SDK_URL: must be an http(s) URL',
      );
    });

    it('stays demo when asked to, credentials or not', () => {
      expect(loadConfig({ ...credentials, PAYMENT_PROVIDER: 'demo' }).payment).toEqual({
        provider: 'demo',
      });
    });

    it('refuses paypal without credentials', () => {
      expect(configErrorOf({ PAYMENT_PROVIDER: 'paypal' })).toContain(
        'PAYMENT_PROVIDER: paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
      );
    });

    it('refuses the demo provider in production', () => {
      expect(configErrorOf({ NODE_ENV: 'production' })).toContain(
        'PAYMENT_PROVIDER: production refuses the demo payment provider',
      );
      expect(loadConfig({ NODE_ENV: 'production', ...credentials }).isProduction).toBe(true);
    });
  });
});
