import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ARTWORK_MAX_BYTES_DEFAULT,
  DEFAULT_SHOP_INFO,
  FABRIC_WIDTH_MM_DEFAULT,
  ARTWORK_REORDER_MONTHS_DEFAULT,
  ShopInfoSchema,
  type ShopInfo,
} from '@backlit/domain';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type PaymentConfig =
  | { provider: 'demo' }
  | {
      provider: 'paypal';
      clientId: string;
      clientSecret: string;
      apiBase: string;
      /** The webhook's id in the PayPal dashboard; without it, webhooks are refused. */
      webhookId: string | undefined;
      /** Where the browser loads the JS SDK from when not PayPal's own (a stub in browser tests). */
      sdkUrl: string | undefined;
      /** Per PayPal call; 10 s unless a test wants it shorter. */
      timeoutMs?: number;
    };

export type TrustProxy = false | number | string[];

export interface DatabaseTimeouts {
  /** Opening a connection, from the TCP handshake to the first query it can take. */
  connectMs: number;
  /** One statement on the server; PostgreSQL cancels it after this. */
  statementMs: number;
}

/**
 * A few seconds: a healthy database opens a connection in milliseconds and the shop's own
 * queries take a few, so waiting longer only makes a customer wait for an answer that will not come.
 */
/** How often a live shop's job workers look for work that no wake-up announced. */
export const JOBS_POLL_INTERVAL_SECONDS = 2;

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 2000, statementMs: 5000 };

export interface Config {
  port: number;
  host: string;
  /** Where the shop is reached from outside (links in e-mails, PayPal return URLs). No trailing slash. */
  publicUrl: string;
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  logLevel: LogLevel;
  /**
   * Which proxies' X-Forwarded-* headers to believe: none (false), the nearest `n` hops, or
   * those at these addresses / CIDR ranges. The client is then the right-most address the
   * trusted proxies did not add, so what a client writes in X-Forwarded-For itself is ignored.
   */
  trustProxy: TrustProxy;
  /** Absolute; holds the embedded database, uploaded files and the mail outbox. */
  dataDir: string;
  /** Unset → embedded PGlite in `<dataDir>/db`. */
  databaseUrl: string | undefined;
  /** How long to wait for PostgreSQL; the embedded database runs in-process and never waits. */
  databaseTimeouts: DatabaseTimeouts;
  /** Create or reset this administrator at start. */
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  payment: PaymentConfig;
  /** Unset → mail is written as .eml files under `<dataDir>/mail`. */
  smtpUrl: string | undefined;
  shop: ShopInfo;
  /** The web app's build output (index.html + assets). */
  webDir: string;
  /** drizzle-kit's output folder, applied at start. */
  migrationsDir: string;
  jobs: JobsConfig;
  /** Unset → limits and cache invalidation stay inside this process (one instance). */
  redisUrl: string | undefined;
  /** Starts every key and channel of ours in Redis, so several shops can share one. */
  redisPrefix: string;
  /** Unset → uploads are files under `<dataDir>/storage`. */
  s3: S3Config | undefined;
  artwork: ArtworkConfig;
  /**
   * Signs the cookies the shop must be able to trust (the guest cart's). Unset → a random one
   * made once and kept in the database, shared by every instance on it.
   */
  cookieSecret: string | undefined;
}

/** An S3-compatible bucket holding the uploads, shared by every instance. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset → AWS itself; set for another S3-compatible store (MinIO, R2 …), addressed by path. */
  endpoint: string | undefined;
  /** Unset → the AWS SDK finds them itself (instance role, AWS_PROFILE …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Customers' print files: how large, and what the automatic check may spend on one. */
export interface ArtworkConfig {
  maxBytes: number;
  /** The check's process is stopped past this resident memory… */
  checkMemoryMb: number;
  /** …or after this long, and the file goes to the studio with a plain refusal. */
  checkTimeoutMs: number;
  /** The widest print made in one piece, in mm: a graphic wider both ways is sewn, and told so. */
  fabricWidthMm: number;
  /** How many months after shipping an approved file stays kept for a reorder. */
  reorderMonths: number;
}

/** The durable job queue's timing; fixed in production, shortened by tests. */
export interface JobsConfig {
  /** Seconds between polls when no wake-up came (a retry came due, another instance enqueued). */
  pollIntervalSeconds: number;
  /** Seconds between sweeps that hand attempts cut off by a dead worker back to the queue. */
  maintenanceIntervalSeconds: number;
  /**
   * Seconds after a capture was started before reconciliation looks at its payment: longer than
   * the longest capture a live request can still be waiting for.
   */
  reconcileAfterSeconds: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// src/config.ts and the bundled dist/main.js both sit two levels below apps/, so these resolve
// the same from source (tsx, vitest) and from the build.
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

/** Variables whose value must never be echoed in an error message. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'ADMIN_PASSWORD',
  'PAYPAL_CLIENT_SECRET',
  'SMTP_URL',
  'REDIS_URL',
  'AWS_SECRET_ACCESS_KEY',
  'COOKIE_SECRET',
]);

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
};

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      message: `must be a whole number between ${min} and ${max}`,
    })
    .transform(Number);

const booleanWord = z.string().transform((value, ctx) => {
  const parsed = BOOLEAN_WORDS[value.toLowerCase()];
  if (parsed === undefined) {
    ctx.addIssue({ code: 'custom', message: 'must be one of true, false, 1, 0, yes, no' });
    return z.NEVER;
  }
  return parsed;
});

/** More hops than any real chain of proxies; a bigger number is a typo. */
const TRUST_PROXY_MAX_HOPS = 10;
/** The address groups Fastify's trustProxy (proxy-addr) knows by name. */
const ADDRESS_GROUPS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_FORMS =
  'false, a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges';

function isAddressOrRange(entry: string): boolean {
  if (ADDRESS_GROUPS.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * `true` is refused on purpose: trusting every hop makes the left-most X-Forwarded-For value,
 * which any client can write, the client's address, and every per-IP limit could be dodged.
 */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const word = value.trim().toLowerCase();
  if (word === 'false' || word === 'no' || word === '0') return false;
  if (word === 'true' || word === 'yes') {
    ctx.addIssue({
      code: 'custom',
      message: `must be ${TRUST_PROXY_FORMS}; true would let any client choose its own address`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(word)) {
    const hops = Number(word);
    if (hops <= TRUST_PROXY_MAX_HOPS) return hops;
    ctx.addIssue({ code: 'custom', message: `must be at most ${TRUST_PROXY_MAX_HOPS} hops` });
    return z.NEVER;
  }
  const entries = word.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `must be ${TRUST_PROXY_FORMS}; not an address or range: ${bad.join(', ')}`,
  });
  return z.NEVER;
});

const urlWithProtocol = (protocols: readonly string[], what: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${what}` },
  );

const nonEmpty = z.string().min(1);

const EnvSchema = z.object({
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: nonEmpty.default('127.0.0.1'),
  DATA_DIR: nonEmpty.default('./data'),
  DATABASE_URL: urlWithProtocol(
    ['postgres:', 'postgresql:'],
    'a postgres:// or postgresql:// URL',
  ).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100, 60_000).default(
    DEFAULT_DATABASE_TIMEOUTS.connectMs,
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100, 600_000).default(
    DEFAULT_DATABASE_TIMEOUTS.statementMs,
  ),
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters long' }).optional(),
  SEED_DEMO: booleanWord.default(true),
  PAYMENT_PROVIDER: z.enum(['demo', 'paypal'], { message: 'must be demo or paypal' }).optional(),
  PAYPAL_CLIENT_ID: nonEmpty.optional(),
  PAYPAL_CLIENT_SECRET: nonEmpty.optional(),
  PAYPAL_API_BASE: urlWithProtocol(['https:', 'http:'], 'an http(s) URL').default(
    PAYPAL_SANDBOX_API,
  ),
  PAYPAL_WEBHOOK_ID: nonEmpty.optional(),
  PAYPAL_SDK_URL: urlWithProtocol(['https:', 'http:'], 'an http(s) URL').optional(),
  SMTP_URL: urlWithProtocol(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional(),
  PUBLIC_URL: urlWithProtocol(['https:', 'http:'], 'an http(s) URL').optional(),
  RECONCILE_AFTER_SECONDS: wholeNumber(1, 3600).default(60),
  ARTWORK_MAX_MB: wholeNumber(1, 50_000).default(ARTWORK_MAX_BYTES_DEFAULT / 1024 ** 2),
  ARTWORK_CHECK_MEMORY_MB: wholeNumber(128, 16_384).default(1024),
  ARTWORK_CHECK_SECONDS: wholeNumber(5, 3600).default(120),
  ARTWORK_FABRIC_WIDTH_MM: wholeNumber(500, 20_000).default(FABRIC_WIDTH_MM_DEFAULT),
  ARTWORK_REORDER_MONTHS: wholeNumber(1, 120).default(ARTWORK_REORDER_MONTHS_DEFAULT),
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      message: 'must be development, test or production',
    })
    .default('development'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  TRUST_PROXY: trustProxy.default(false),
  REDIS_URL: urlWithProtocol(['redis:', 'rediss:'], 'a redis:// or rediss:// URL').optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, or _ : . -')
    .default('backlit:'),
  S3_BUCKET: nonEmpty.optional(),
  S3_REGION: nonEmpty.default('us-east-1'),
  S3_ENDPOINT: urlWithProtocol(['https:', 'http:'], 'an http(s) URL').optional(),
  AWS_ACCESS_KEY_ID: nonEmpty.optional(),
  AWS_SECRET_ACCESS_KEY: nonEmpty.optional(),
  COOKIE_SECRET: z
    .string()
    .min(32, { message: 'must be at least 32 characters long (e.g. openssl rand -hex 32)' })
    .optional(),
});
type Env = z.infer<typeof EnvSchema>;

/** ShopInfo field → its variable; the shop is validated by the contract's own schema. */
const SHOP_VARIABLES: Record<keyof ShopInfo, string> = {
  name: 'SHOP_NAME',
  tagline: 'SHOP_TAGLINE',
  email: 'SHOP_EMAIL',
  phone: 'SHOP_PHONE',
  address: 'SHOP_ADDRESS',
};

interface Problem {
  variable: string;
  message: string;
}

/**
 * Reads the environment into a typed configuration. Every bad variable is reported at once, so
 * an operator fixes them in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = withoutBlanks(env);
  const parsed = EnvSchema.safeParse(raw);
  const shop = parseShop(raw);
  const problems: Problem[] = [
    ...(parsed.success
      ? crossFieldProblems(parsed.data)
      : parsed.error.issues.map((issue) => ({
          variable: String(issue.path[0]),
          message: issue.message,
        }))),
    ...(shop.success
      ? []
      : shop.error.issues.map((issue) => ({
          variable: SHOP_VARIABLES[issue.path[0] as keyof ShopInfo],
          message: issue.message,
        }))),
  ];
  if (!parsed.success || !shop.success || problems.length > 0) throw configError(problems, raw);
  return toConfig(parsed.data, shop.data);
}

function parseShop(raw: Record<string, string>) {
  const shop = { ...DEFAULT_SHOP_INFO };
  for (const field of Object.keys(SHOP_VARIABLES) as (keyof ShopInfo)[]) {
    shop[field] = raw[SHOP_VARIABLES[field]] ?? shop[field];
  }
  return ShopInfoSchema.safeParse(shop);
}

/**
 * `.env` files and shells often leave a variable set but empty; treat that as unset. Values are
 * not trimmed: a password may well end in a space.
 */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') result[key] = value;
  }
  return result;
}

function crossFieldProblems(env: Env): Problem[] {
  const problems: Problem[] = [];
  const hasPaypalCredentials = env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET;
  if (env.PAYMENT_PROVIDER === 'paypal' && !hasPaypalCredentials) {
    problems.push({
      variable: 'PAYMENT_PROVIDER',
      message: 'paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    });
  }
  if (env.NODE_ENV === 'production' && paymentProvider(env) === 'demo') {
    problems.push({
      variable: 'PAYMENT_PROVIDER',
      message:
        'production refuses the demo payment provider: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    });
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    problems.push({ variable: missing, message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
  }
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    const missing = env.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID';
    problems.push({
      variable: missing,
      message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together',
    });
  }
  if (env.S3_ENDPOINT && !env.S3_BUCKET) {
    problems.push({ variable: 'S3_BUCKET', message: 'S3_ENDPOINT needs a bucket name' });
  }
  return problems;
}

function paymentProvider(env: Env): 'demo' | 'paypal' {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  return env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET ? 'paypal' : 'demo';
}

function toConfig(env: Env, shop: ShopInfo): Config {
  const payment: PaymentConfig =
    paymentProvider(env) === 'paypal' && env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? {
          provider: 'paypal',
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          apiBase: env.PAYPAL_API_BASE.replace(/\/+$/, ''),
          webhookId: env.PAYPAL_WEBHOOK_ID,
          sdkUrl: env.PAYPAL_SDK_URL,
        }
      : { provider: 'demo' };
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/+$/, ''),
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO,
    payment,
    smtpUrl: env.SMTP_URL,
    shop,
    webDir: DEFAULT_WEB_DIR,
    migrationsDir: DEFAULT_MIGRATIONS_DIR,
    jobs: {
      pollIntervalSeconds: JOBS_POLL_INTERVAL_SECONDS,
      maintenanceIntervalSeconds: 30,
      reconcileAfterSeconds: env.RECONCILE_AFTER_SECONDS,
    },
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
          credentials:
            env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    artwork: {
      maxBytes: env.ARTWORK_MAX_MB * 1024 ** 2,
      checkMemoryMb: env.ARTWORK_CHECK_MEMORY_MB,
      checkTimeoutMs: env.ARTWORK_CHECK_SECONDS * 1000,
      fabricWidthMm: env.ARTWORK_FABRIC_WIDTH_MM,
      reorderMonths: env.ARTWORK_REORDER_MONTHS,
    },
    cookieSecret: env.COOKIE_SECRET,
  };
}

/** A wildcard bind address is not something a browser can open; point links at localhost. */
function defaultPublicUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${hostPart}:${port}`;
}

function configError(problems: Problem[], raw: Record<string, string>): ConfigError {
  const lines = problems.map(({ variable, message }) => {
    const value = raw[variable];
    const got =
      value === undefined || SECRET_VARIABLES.has(variable)
        ? ''
        : ` (got ${JSON.stringify(value)})`;
    return `  ${variable}: ${message}${got}`;
  });
  return new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
