import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DatabaseClient } from './db/client';
import type { CopyOut } from './db/copy-out';
import { accountRoutes, addRegistrationAddress } from './modules/account';
import { artworkRoutes } from './modules/artwork';
import { accountDetailsRoutes, authRoutes, registerAccessControl } from './modules/auth';
import { adminRoutes } from './modules/admin';
import { cartRoutes, guestCartMerger } from './modules/cart';
import { companiesRoutes } from './modules/companies';
import { quotesRoutes } from './modules/quotes';
import { taxExemptionsRoutes } from './modules/tax-exemptions';
import { CatalogCache, catalogRoutes } from './modules/catalog';
import { contentRoutes } from './modules/content';
import { healthRoutes } from './modules/health';
import { ProductImages } from './modules/media';
import { reviewsRoutes } from './modules/reviews';
import {
  approvalsAfterLimitChange,
  customerOrdersRoutes,
  GuestOrders,
  ordersRoutes,
  recordProviderRefund,
} from './modules/orders';
import { shippingRoutes } from './modules/shipping';
import { termsRoutes } from './modules/terms';
import { showsRoutes } from './modules/shows';
import {
  createPaymentProvider,
  paypalWebhookRoutes,
  type PaymentProvider,
} from './modules/payments';
import { registerCacheControl } from './platform/cache-control';
import { registerConnectionDrain } from './platform/connection-drain';
import { registerDatabaseOutage } from './platform/database-outage';
import { errorHandler } from './platform/errors';
import { registerInputGuards } from './platform/input-guard';
import { JobQueue } from './platform/jobs';
import { loggerOptions } from './platform/logger';
import { registerRetryAfter } from './platform/rate-limits';
import { SharedCookieSigner } from './platform/cookie-secret';
import { Limits, memoryStore, redisStore } from './platform/limiter';
import { closeRedis, connectRedis } from './platform/redis';
import { RedisBroadcast, soleInstance, type Broadcast } from './platform/broadcast';
import { createMailer, type Mailer } from './platform/mailer';
import { registerOpenApi } from './platform/openapi';
import { OrderLinks } from './platform/order-links';
import { clientKey, trustProxyOption } from './platform/client-ip';
import { echoRequestId, genReqId } from './platform/request-id';
import { registerSecurityHeaders } from './platform/security-headers';
import {
  DiskStorage,
  PRIVATE_PREFIX,
  PrefixedStorage,
  privateStorageDir,
  registerStorage,
  storageDir,
  type FileStorage,
} from './platform/storage';
import { registerBucketStorage, S3Storage } from './platform/s3-storage';
import { ShippingCountries } from './platform/shipping-countries';
import { ShopSettings } from './platform/shop-settings';
import { TaxTable } from './platform/tax-table';
import { registerWebApp } from './platform/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** PostgreSQL's streamed COPY of a query as CSV; undefined on the embedded database. */
    copyOut: CopyOut | undefined;
    mailer: Mailer;
    /** Work done after the answer (e-mails, invoices, webhooks, reconciliation), durably. */
    jobs: JobQueue;
    /** Product photos: checked, resized and kept in DATA_DIR/storage or the S3 bucket. */
    images: ProductImages;
    /**
     * Files only their owner and staff may read (print files, proofs): DATA_DIR/private, or the
     * bucket's `private/` names, which `/storage` never serves.
     */
    privateFiles: FileStorage;
    /** Takes the money: PayPal, or the demo provider of the embedded default. */
    payments: PaymentProvider;
    /** The shop's name and contact details: the settings staff saved, else SHOP_* defaults. */
    shop: ShopSettings;
    /** The countries checkout and the address book accept, as staff chose them. */
    shippingCountries: ShippingCountries;
    /** Where the shop collects sales tax, and at which rates, as staff set them. */
    tax: TaxTable;
    /** The shop's cached catalogue answers; other modules say when they changed stock. */
    catalogCache: CatalogCache;
    /** Counters behind the per-account, per-user and per-address limits (in Redis if set). */
    limits: Limits;
    /** Tells the other instances (through Redis, if set) what changed, so they drop copies. */
    broadcast: Broadcast;
  }
}

/** JSON bodies are forms and small objects; uploads go through multipart with their own limits. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The whole server as a Fastify instance that is not listening yet, so tests can `inject` into
 * it. Order matters: external plugins, then platform, then business modules. The app owns the
 * database from here on and closes it when it closes.
 */
export async function buildApp(
  config: Config,
  database: DatabaseClient,
  options: { logStream?: { write(line: string): void } } = {},
) {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId,
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // Requests arriving while the app closes get the contract's 503 (registerConnectionDrain).
    return503OnClosing: false,
    // The router's own refusals (a malformed escape, a path segment too long) answer like every
    // other error instead of in Fastify's shape.
    frameworkErrors: errorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('copyOut', database.copyOut);
  // Without REDIS_URL this is the only instance: counts and cached copies stay in memory.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  const broadcast = redis
    ? new RedisBroadcast(redis, app.log, `${config.redisPrefix}changes`)
    : soleInstance;
  app.decorate('broadcast', broadcast);
  const jobs = new JobQueue(database, app.log, config.jobs);
  const shop = new ShopSettings(database.db, config.shop, broadcast);
  const mailer = createMailer(config, app.log, shop);
  app.decorate('shop', shop);
  app.decorate('shippingCountries', new ShippingCountries(database.db, broadcast));
  app.decorate('tax', new TaxTable(database.db, broadcast));
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  // Uploads go to the shared bucket when S3_BUCKET is set, else to DATA_DIR/storage.
  const bucket = config.s3 ? new S3Storage(config.s3) : undefined;
  app.decorate('images', new ProductImages(bucket ?? new DiskStorage(storageDir(config.dataDir))));
  const privateFiles: FileStorage = bucket
    ? new PrefixedStorage(bucket, PRIVATE_PREFIX)
    : new DiskStorage(privateStorageDir(config.dataDir));
  app.decorate('privateFiles', privateFiles);
  app.decorate('payments', createPaymentProvider(config));
  app.decorate('catalogCache', new CatalogCache());
  app.decorate('orderLinks', new OrderLinks(database.db));
  // Modules say which jobs they handle as they register; the workers start once all have,
  // without holding the shop's start back (jobs wait in their table until a worker runs).
  app.addHook('onReady', async () => {
    void jobs.start();
  });
  app.decorate(
    'limits',
    new Limits(redis ? redisStore(redis, `${config.redisPrefix}limit:`) : memoryStore),
  );
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
    await broadcast.close();
    if (redis) await closeRedis(redis);
    bucket?.close();
    await database.close();
  });

  // Signed cookies (the guest cart's) need a secret every instance shares.
  const cookieSigner = new SharedCookieSigner(database.db, config.cookieSecret);
  app.decorate('cookieSigner', cookieSigner);
  await app.register(cookie, { secret: cookieSigner });
  // Rate limits are opted into per route (and by the not-found handler), never global; they count
  // by client address as TRUST_PROXY makes it out, an IPv6 /64 as one address. With Redis every
  // instance shares the counts; while Redis is unreachable the requests go through uncounted
  // rather than failing.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    ...(redis && { redis, nameSpace: `${config.redisPrefix}rate:`, skipOnError: true }),
  });
  // Before any route: every /api route must declare its access, and protected ones get a guard.
  registerAccessControl(app);
  registerSecurityHeaders(app, config);
  await registerOpenApi(app);

  app.setErrorHandler(errorHandler);
  registerRetryAfter(app);
  registerInputGuards(app);
  registerCacheControl(app);
  registerConnectionDrain(app);
  registerDatabaseOutage(app, database.db);
  echoRequestId(app);
  if (bucket) await registerBucketStorage(app, bucket);
  else await registerStorage(app, config.dataDir);
  // Rendered shop pages, dropped with the catalogue answers they show.
  await registerWebApp(app, config, new CatalogCache());

  await app.register(healthRoutes);
  await app.register(authRoutes, {
    afterSignIn: guestCartMerger(app),
    afterRegister: (db, userId, input) => addRegistrationAddress(db, userId, input),
    guestOrders: new GuestOrders(database.db, app.orderLinks, jobs),
  });
  await app.register(catalogRoutes);
  await app.register(contentRoutes);
  await app.register(reviewsRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(customerOrdersRoutes);
  await app.register(artworkRoutes);
  await app.register(accountRoutes);
  await app.register(accountDetailsRoutes);
  await app.register(paypalWebhookRoutes, { onFullRefund: recordProviderRefund });
  await app.register(adminRoutes);
  await app.register(shippingRoutes);
  await app.register(showsRoutes);
  await app.register(companiesRoutes, {
    afterApprovalLimit: (db, actor, change) => approvalsAfterLimitChange(db, jobs, actor, change),
  });
  await app.register(quotesRoutes);
  await app.register(taxExemptionsRoutes);
  await app.register(termsRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
