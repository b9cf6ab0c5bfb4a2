import {
  ApproveArtworkSchema,
  ArtworkActionResponseSchema,
  ArtworkFileIdParamsSchema,
  ArtworkLineParamsSchema,
  OrderArtworkResponseSchema,
  OrderIdParamsSchema,
  PrepressQueueResponseSchema,
  PrintChoiceSchema,
  ReorderLineRequestSchema,
  ReorderLineResponseSchema,
  RequestNewArtworkSchema,
} from '@backlit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../auth';
import { CartService } from '../cart';
import { AppError, errorResponses } from '../../platform/errors';
import { orderViewerOf } from '../../platform/order-links';
import type { FileStorage } from '../../platform/storage';
import { BleedFixService } from './artwork-bleed-fix';
import { handleArtworkJobs } from './artwork.job-handlers';
import { ArtworkSamples } from './artwork-samples';
import { registerArtworkUploads, uploadsInProgressDir } from './artwork-uploads';
import { ArtworkService, FILE_NOT_FOUND } from './artwork.service';

const FileSchema = z.any().describe('the file, streamed');

/** A sample is drawn from code: it changes only with a deploy. */
const SAMPLE_CACHE = 'public, max-age=604800';
const SampleParamsSchema = z.object({ file: z.string().min(1).max(200) });

const actor = (request: FastifyRequest) => {
  const { user } = signedInUser(request);
  return { id: user.id, email: user.email };
};

/** `attachment; filename="…"; filename*=UTF-8''…`, safe for any name a customer gave. */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

async function sendStored(
  reply: FastifyReply,
  storage: FileStorage,
  name: string | null,
  headers: { type: string; disposition: string; length?: number },
) {
  if (!name) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
  const stream = await storage.read(name).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
    throw error;
  });
  if (headers.length !== undefined) reply.header('content-length', headers.length);
  return reply
    .header('content-disposition', headers.disposition)
    .header('x-content-type-options', 'nosniff')
    .type(headers.type)
    .send(stream);
}

/**
 * Artwork on orders: the customer's and staff's view of an order's printed lines, the resumable
 * uploads, downloads and proofs (only the order's customer, the holder of its private link and
 * staff; 404 for anyone else), and
 * the staff's review and prepress queue. Every answer is personal, so never cached.
 */
export const artworkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Shared by every instance when the bucket is set: any of them serves or checks a file.
  const storage = app.privateFiles;
  const service = new ArtworkService({
    db: app.db,
    jobs: app.jobs,
    storage,
    uploadsInProgress: uploadsInProgressDir(app.config.dataDir),
    config: app.config.artwork,
    log: app.log,
  });
  const bleedFix = new BleedFixService(service, {
    storage,
    config: app.config.artwork,
    log: app.log,
    jobs: app.jobs,
  });
  const samples = new ArtworkSamples();
  handleArtworkJobs(app.jobs, {
    db: app.db,
    service,
    bleedFix,
    storage,
    mailer: app.mailer,
    shop: app.shop,
    config: app.config,
    orderLinks: app.orderLinks,
  });
  await registerArtworkUploads(app, service);
  const cart = new CartService(app.db);

  app.post(
    '/api/orders/:orderId/artwork/lines/:lineId/reorder',
    {
      schema: {
        tags: ['artwork'],
        summary:
          "Orders a shipped line with approved artwork again: the product (or a banner of its print size) into the customer's cart at today's price, printed from the approved file while it is kept",
        params: ArtworkLineParamsSchema,
        body: ReorderLineRequestSchema,
        response: {
          200: ReorderLineResponseSchema,
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { user } = signedInUser(request);
      const { orderId, lineId } = request.params;
      const choice = await service.reorders.choose(
        user.id,
        orderId,
        lineId,
        request.body.product_id,
      );
      const line = await cart.addReorder(
        { userId: user.id },
        choice.productId,
        choice.quantity,
        choice.fileId,
      );
      const until = choice.keptUntil.toLocaleDateString('en-US', {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      return {
        status: 200 as const,
        message:
          choice.fileId !== null
            ? `In your cart at today's price, printed from your approved artwork (kept for reorder until ${until}).`
            : `In your cart at today's price. The approved artwork was kept until ${until}: upload a file after ordering.`,
        artwork_carried: choice.fileId !== null,
        line,
      };
    },
  );

  app.get(
    '/api/orders/:orderId/artwork',
    {
      schema: {
        tags: ['artwork'],
        summary: "The order's printed lines, their frame sizes, templates, files and reports",
        params: OrderIdParamsSchema,
        response: { 200: OrderArtworkResponseSchema, ...errorResponses(401, 404, 422) },
      },
      config: { access: 'order' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await service.overview(orderViewerOf(request), request.params.orderId)),
    }),
  );

  app.get(
    '/api/orders/:orderId/artwork/files/:fileId',
    {
      schema: {
        tags: ['artwork'],
        summary:
          'Downloads a print file as it was uploaded, named by the shop from the order, its lines and the type found in the file',
        params: ArtworkFileIdParamsSchema,
        response: { 200: FileSchema, ...errorResponses(401, 404, 422) },
      },
      config: { access: 'order' },
    },
    async (request, reply) => {
      const { orderId, fileId } = request.params;
      const file = await service.fileFor(orderViewerOf(request), orderId, fileId);
      return sendStored(reply, storage, file.storageName, {
        type: ArtworkService.contentType(file.format),
        disposition: contentDisposition('attachment', await service.downloadName(file)),
        length: file.sizeBytes,
      });
    },
  );

  app.get(
    '/api/orders/:orderId/artwork/files/:fileId/proof',
    {
      schema: {
        tags: ['artwork'],
        summary: 'Page 1 of a print file with its trim, bleed and safety lines (PNG)',
        params: ArtworkFileIdParamsSchema,
        response: { 200: FileSchema, ...errorResponses(401, 404, 422) },
      },
      config: { access: 'order' },
    },
    async (request, reply) => {
      const { orderId, fileId } = request.params;
      const file = await service.fileFor(orderViewerOf(request), orderId, fileId);
      return sendStored(reply, storage, file.proofName, {
        type: 'image/png',
        disposition: contentDisposition('inline', `proof-${file.id}.png`),
      });
    },
  );

  app.get(
    '/api/orders/:orderId/artwork/files/:fileId/preview',
    {
      schema: {
        tags: ['artwork'],
        summary:
          "Page 1's visible area without lines (JPEG), which the lit preview draws on the frame",
        params: ArtworkFileIdParamsSchema,
        response: { 200: FileSchema, ...errorResponses(401, 404, 422) },
      },
      config: { access: 'order' },
    },
    async (request, reply) => {
      const { orderId, fileId } = request.params;
      const file = await service.fileFor(orderViewerOf(request), orderId, fileId);
      return sendStored(reply, storage, file.previewName, {
        type: 'image/jpeg',
        disposition: contentDisposition('inline', `preview-${file.id}.jpg`),
      });
    },
  );

  app.get(
    '/api/artwork/samples/:file',
    {
      schema: {
        tags: ['artwork'],
        summary:
          "The shop's sample artwork for a frame size ({slug}.jpg), for the lit preview of a printed product",
        params: SampleParamsSchema,
        response: { 200: FileSchema, ...errorResponses(404, 422) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const match = /^([a-z0-9-]+)\.jpg$/.exec(request.params.file);
      const sample = match ? samples.get(match[1]!) : undefined;
      if (!sample)
        throw new AppError('NOT_FOUND', 'There is no sample artwork for that frame size.');
      return reply
        .header('cache-control', SAMPLE_CACHE)
        .header('x-content-type-options', 'nosniff')
        .type('image/jpeg')
        .send(await sample);
    },
  );

  app.post(
    '/api/orders/:orderId/artwork/files/:fileId/add-bleed',
    {
      schema: {
        tags: ['artwork'],
        summary:
          'Asks the shop to add the bleed to a file that failed only on it: a version with its edges mirrored is made and checked',
        params: ArtworkFileIdParamsSchema,
        response: { 200: ArtworkActionResponseSchema, ...errorResponses(401, 404, 409, 422) },
      },
      config: { access: 'order' },
    },
    async (request) => {
      const { orderId, fileId } = request.params;
      const done = await bleedFix.request(orderViewerOf(request), orderId, fileId);
      return {
        status: 200 as const,
        message: done.message,
        file: service.fileView(done.file, done.correction),
      };
    },
  );

  app.post(
    '/api/orders/:orderId/artwork/files/:fileId/print-choice',
    {
      schema: {
        tags: ['artwork'],
        summary:
          "Chooses which goes to print: the customer's own file, or the shop's version with the bleed added",
        params: ArtworkFileIdParamsSchema,
        body: PrintChoiceSchema,
        response: { 200: ArtworkActionResponseSchema, ...errorResponses(401, 404, 409, 422) },
      },
      config: { access: 'order' },
    },
    async (request) => {
      const { orderId, fileId } = request.params;
      const done = await bleedFix.choose(
        orderViewerOf(request),
        request.user,
        orderId,
        fileId,
        request.body.use,
      );
      return { status: 200 as const, message: done.message, file: service.fileView(done.file) };
    },
  );

  app.post(
    '/api/orders/:orderId/artwork/files/:fileId/approve',
    {
      schema: {
        tags: ['artwork'],
        summary: 'Staff approve a file for print (over warnings or failures only with a reason)',
        params: ArtworkFileIdParamsSchema,
        body: ApproveArtworkSchema,
        response: {
          200: ArtworkActionResponseSchema,
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const { orderId, fileId } = request.params;
      const done = await service.approve(actor(request), orderId, fileId, request.body.reason);
      return { status: 200 as const, message: done.message, file: service.fileView(done.file) };
    },
  );

  app.post(
    '/api/orders/:orderId/artwork/files/:fileId/request-new-file',
    {
      schema: {
        tags: ['artwork'],
        summary: 'Staff ask the customer for a new file; the message is e-mailed',
        params: ArtworkFileIdParamsSchema,
        body: RequestNewArtworkSchema,
        response: {
          200: ArtworkActionResponseSchema,
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const { orderId, fileId } = request.params;
      const done = await service.requestNewFile(
        actor(request),
        orderId,
        fileId,
        request.body.message,
      );
      return { status: 200 as const, message: done.message, file: service.fileView(done.file) };
    },
  );

  app.get(
    '/api/admin/prepress',
    {
      schema: {
        tags: ['artwork'],
        summary: 'The prepress queue: files waiting for a person, oldest first',
        response: { 200: PrepressQueueResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, items: await service.prepressQueue() }),
  );
};
