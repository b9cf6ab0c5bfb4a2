import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from './cache-control';

export const STORAGE_PREFIX = '/storage/';

/** Where uploaded files live: under DATA_DIR, outside the web root. */
export function storageDir(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

/**
 * Serves stored uploads. Stored names are generated and never reused, so the files may be cached
 * forever; nosniff stops a browser from running a file as something other than its stated type.
 */
export async function registerStorage(app: FastifyInstance, dataDir: string) {
  const root = storageDir(dataDir);
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: STORAGE_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', IMMUTABLE);
    },
  });
}
