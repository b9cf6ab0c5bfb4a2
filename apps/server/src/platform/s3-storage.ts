import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FastifyInstance } from 'fastify';
import mime from 'mime';
import type { S3Config } from '../config';
import { IMMUTABLE } from './cache-control';
import { RetryLaterError } from './rate-limits';
import { PRIVATE_PREFIX, STORAGE_PREFIX, type FileStorage } from './storage';

const STORE_UNAVAILABLE = 'The shop is busy, try again in a moment.';

/**
 * Uploads kept in an S3-compatible bucket (AWS S3, MinIO, R2 …), under the same names as on
 * disk, so every instance reads what any of them wrote. Objects carry their content type and
 * the long cache of generated names, for a CDN that reads the bucket directly.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      // Another store than AWS: addressed by path (bucket names need no DNS there), and request
      // checksums only where S3 itself requires them, since not every such store checks them.
      ...(config.endpoint && {
        endpoint: config.endpoint,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
      ...(config.credentials && { credentials: config.credentials }),
      // A stuck store must not hold a request (or a product save) for long.
      requestHandler: { connectionTimeout: 2000, requestTimeout: 30_000 },
    });
  }

  async put(name: string, data: Buffer): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: checkedName(name),
      Body: data,
      ContentType: contentType(name),
      CacheControl: IMMUTABLE,
    });
    await this.client.send(command).catch((error: unknown) => {
      throw storeUnavailable(error);
    });
  }

  /**
   * Stores a stream of any length (a customer's print file) in parts of 8 MB, a few at a time,
   * so at most a few parts are held in memory whatever the file's size.
   */
  async write(name: string, source: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: checkedName(name),
        Body: source,
        ContentType: contentType(name),
      },
      partSize: 8 * 1024 ** 2,
      queueSize: 2,
    });
    await upload.done().catch((error: unknown) => {
      throw storeUnavailable(error);
    });
  }

  copyIn(name: string, file: string): Promise<void> {
    return this.write(name, createReadStream(file));
  }

  /** Streams a stored object; a missing one is an error with code ENOENT, as on disk. */
  async read(name: string): Promise<Readable> {
    const object = await this.fetchObject(checkedName(name), undefined);
    if (!object) {
      throw Object.assign(new Error(`No stored file ${JSON.stringify(name)}`), { code: 'ENOENT' });
    }
    if (object.notModified) throw new Error('unreachable: no validator was sent');
    return object.body;
  }

  /**
   * One DELETE per object: the batch call needs a request checksum that not every
   * S3-compatible store accepts, and a product has a handful of files. Deleting a missing key
   * succeeds.
   */
  async remove(names: readonly string[]): Promise<void> {
    const keys = names.map(checkedName);
    await Promise.all(
      keys.map((Key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))),
    );
  }

  /** Closes the client's kept-alive connections to the store. */
  close(): void {
    this.client.destroy();
  }

  /**
   * The object as a stream with what its answer needs, or undefined when there is none. An
   * `etag` the client already holds answers `notModified` without a body.
   */
  async fetchObject(name: string, etag: string | undefined): Promise<StoredObject | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: name, IfNoneMatch: etag }),
      );
      return {
        body: object.Body as Readable,
        length: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
        notModified: false,
      };
    } catch (error) {
      if (error instanceof S3ServiceException) {
        const status = error.$metadata.httpStatusCode;
        if (status === 304) return { notModified: true, etag };
        if (status === 404 || error.name === 'NoSuchKey') return undefined;
      }
      throw error;
    }
  }
}

export type StoredObject =
  | {
      body: Readable;
      length: number | undefined;
      etag: string | undefined;
      lastModified: Date | undefined;
      notModified: false;
    }
  | { notModified: true; etag: string | undefined };

/** Our names are relative paths made by the server; anything else is a bug, never a key. */
function checkedName(name: string): string {
  if (!isStorageName(name)) throw new Error(`Invalid storage name: ${JSON.stringify(name)}`);
  return name;
}

/** Relative, without `.`/`..` segments, empty segments or control characters. */
function isStorageName(name: string): boolean {
  if (name.length === 0 || name.length > 1024) return false;
  for (const char of name) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return false;
  }
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/**
 * The store is down, refusing or misconfigured: to the customer a short wait, like a database
 * that cannot be reached (the store's error stays in the log, as `storeError`).
 */
function storeUnavailable(cause: unknown): RetryLaterError {
  // Not `cause`: the database-outage watcher reads causes, and a store's refused connection
  // would pass for the database's and turn the whole API away for a while.
  return Object.assign(new RetryLaterError('SERVICE_UNAVAILABLE', 5, STORE_UNAVAILABLE), {
    storeError: cause,
  });
}

function contentType(name: string): string {
  return mime.getType(name) ?? 'application/octet-stream';
}

/**
 * Serves the bucket's objects at /storage/{name}, streamed through the shop rather than
 * redirected to a signed URL: the address stays the same and cacheable for a year (a signed URL
 * expires, so neither a browser nor a CDN could keep it), headers stay ours (nosniff), and the
 * bucket stays private. A CDN in front of /storage takes the load off the instances. Names
 * under `private/` (customers' print files) are never served here.
 */
export async function registerBucketStorage(app: FastifyInstance, storage: S3Storage) {
  app.get(
    `${STORAGE_PREFIX}*`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      // Private files share the bucket but are read only through routes that check who asks.
      if (!isStorageName(name) || name.startsWith(PRIVATE_PREFIX)) return reply.callNotFound();
      const etag = request.headers['if-none-match'];
      const object = await storage.fetchObject(name, etag).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Could not read from the S3 bucket');
        throw storeUnavailable(error);
      });
      if (!object) return reply.callNotFound();
      reply
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', IMMUTABLE)
        .header('content-type', contentType(name));
      if (object.etag) reply.header('etag', object.etag);
      if (object.notModified) return reply.code(304).send();
      if (object.length !== undefined) reply.header('content-length', object.length);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      return reply.send(object.body);
    },
  );
}
