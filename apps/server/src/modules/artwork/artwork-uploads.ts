import { mkdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { OrderIdParamsSchema } from '@backlit/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../platform/errors';
import { orderViewerOf } from '../../platform/order-links';
import { noBody } from '../../platform/openapi';
import { UPLOAD_EXPIRY_MS, type ArtworkService } from './artwork.service';

/** Where uploads under way are written, apart from the stored files: they are not checked yet. */
export function uploadsInProgressDir(dataDir: string): string {
  return path.join(dataDir, 'uploads-in-progress');
}

/**
 * tus's file store makes its folder from its constructor, in a callback that throws any error but
 * "exists": nothing can catch that, and a data folder removed meanwhile (a test's, going as its
 * app closes) would end the process. The folder is made and awaited before the store exists, so
 * the store's own attempt is skipped.
 */
export class FileStoreInMadeFolder extends FileStore {}
Object.defineProperty(FileStoreInMadeFolder.prototype, 'checkOrCreateDirectory', {
  value: () => {},
});

/** Our own id for a new upload, set on the Node request for tus's naming function. */
const UPLOAD_ID = Symbol('artwork upload id');
type WithUploadId = IncomingMessage & { [UPLOAD_ID]?: string };

const UploadParamsSchema = OrderIdParamsSchema.extend({
  uploadId: z.uuid({ error: 'Upload not found.' }),
});

/** tus's Upload-Metadata: `key base64value,key2 base64value`. */
function uploadMetadata(header: string | undefined): Record<string, string> {
  const entries = (header ?? '')
    .split(',')
    .map((pair) => pair.trim().split(' '))
    .filter(([key]) => key)
    .map(([key, value]) => [key!, Buffer.from(value ?? '', 'base64').toString('utf8')]);
  return Object.fromEntries(entries);
}

/** The file's name as the customer knows it: no folders, no control characters, not too long. */
function cleanFilename(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename((name ?? '').replace(/[\u0000-\u001f\u007f]/g, '')).trim();
  return base.slice(-200) || 'artwork';
}

/**
 * The size an upload announces (Upload-Length), counted against its sender's limit; one that
 * does not say counts as the largest a file may be.
 */
function declaredBytes(header: string | string[] | undefined, maxBytes: number): number {
  const declared = Number(header);
  return Number.isSafeInteger(declared) && declared >= 0 ? declared : maxBytes;
}

/**
 * Resumable uploads (the tus protocol, @tus/server with its file store) under
 * /api/orders/{orderId}/artwork/uploads. Fastify checks who asks before tus sees a request (only
 * the order's customer, its link holder and staff; others 404, neither signed in nor holding the
 * link 401); tus then streams the body to
 * disk, so a 2 GB file never sits in memory. When the last byte arrives the service decides the
 * type from the content and moves the file into storage.
 */
export async function registerArtworkUploads(
  app: FastifyInstance,
  service: ArtworkService,
): Promise<void> {
  const directory = uploadsInProgressDir(app.config.dataDir);
  await mkdir(directory, { recursive: true });
  const store = new FileStoreInMadeFolder({
    directory,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  });
  const tus = new TusServer({
    path: '/api/orders',
    datastore: store,
    maxSize: app.config.artwork.maxBytes,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: (request) => {
      const id = (request.runtime?.node?.req as WithUploadId | undefined)?.[UPLOAD_ID];
      if (!id) throw new Error('an artwork upload was created without its record');
      return id;
    },
    generateUrl: (request, { id }) => `${new URL(request.url).pathname}/${id}`,
    getFileIdFromRequest: (_request, lastPath) => lastPath,
    onUploadFinish: async (_request, upload) => {
      try {
        const file = await service.finishUpload(
          upload.id,
          path.join(directory, upload.id),
          upload.size ?? upload.offset,
        );
        await store.remove(upload.id);
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: 200, file: service.fileView(file) }),
        };
      } catch (error) {
        // Anything else (the database failing, say) keeps the upload: the last PATCH can be sent
        // again and the file is finished then.
        if (!(error instanceof AppError)) throw error;
        await store.remove(upload.id);
        throw {
          status_code: error.status,
          body: JSON.stringify({ status: error.status, code: error.code, message: error.message }),
        };
      }
    },
  });

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    // Personal answers: never cached, whatever tus writes.
    reply.raw.setHeader('cache-control', 'no-store');
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  await app.register(async (uploads) => {
    const typed = uploads.withTypeProvider<ZodTypeProvider>();
    // tus streams PATCH bodies itself: Fastify must leave them unread.
    uploads.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );

    typed.post(
      '/api/orders/:orderId/artwork/uploads',
      {
        schema: {
          tags: ['artwork'],
          summary:
            'Starts a resumable (tus) upload of a print file for some of the order’s lines; Upload-Metadata carries filename and lines (ids, comma-separated)',
          params: OrderIdParamsSchema,
          response: {
            201: noBody('Created; Location is the upload’s address'),
            ...errorResponses(401, 403, 404, 409, 413, 422, 429),
          },
        },
        config: { access: 'order' },
      },
      async (request, reply) => {
        const metadata = uploadMetadata(request.headers['upload-metadata'] as string | undefined);
        const lineIds = (metadata.lines ?? '')
          .split(',')
          .map((value) => Number(value))
          .filter((value) => Number.isInteger(value) && value > 0);
        const id = await service.startUpload(orderViewerOf(request), request.params.orderId, {
          lineIds,
          filename: cleanFilename(metadata.filename),
          declaredBytes: declaredBytes(
            request.headers['upload-length'],
            app.config.artwork.maxBytes,
          ),
        });
        (request.raw as WithUploadId)[UPLOAD_ID] = id;
        await handOver(request, reply);
        // tus refused it (a bad header): the record of it goes too. A file too large is refused
        // before its record is made.
        if (reply.raw.statusCode >= 400) await service.repository.deleteUpload(id);
      },
    );

    const resume = {
      schema: {
        tags: ['artwork'],
        summary: 'A resumable upload: HEAD for its offset, PATCH to send more, DELETE to drop it',
        params: UploadParamsSchema,
        response: {
          204: noBody('PATCH: stored, Upload-Offset says up to where; DELETE: dropped'),
          ...errorResponses(401, 403, 404, 409, 415, 422),
        },
      },
      config: { access: 'order' as const },
    };
    const checked = async (
      request: FastifyRequest<{ Params: z.infer<typeof UploadParamsSchema> }>,
      reply: FastifyReply,
    ) => {
      const { orderId, uploadId } = request.params;
      await service.orderFor(orderViewerOf(request), orderId);
      await service.openUpload(orderId, uploadId);
      // tus answers a DELETE itself, so its record goes first: an upload started the moment the
      // answer arrives must not count this one against the limits. Bytes tus fails to remove
      // are still removed when the upload's expiry job runs.
      if (request.method === 'DELETE') await service.repository.deleteUpload(uploadId);
      await handOver(request, reply);
    };
    typed.route({
      method: 'HEAD',
      url: '/api/orders/:orderId/artwork/uploads/:uploadId',
      ...resume,
      handler: checked,
    });
    typed.patch('/api/orders/:orderId/artwork/uploads/:uploadId', resume, checked);
    typed.delete('/api/orders/:orderId/artwork/uploads/:uploadId', resume, checked);
  });
}
