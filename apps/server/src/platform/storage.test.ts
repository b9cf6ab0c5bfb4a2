import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiErrorSchema } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/app';
import { DiskStorage, storageDir } from './storage';

describe('/storage', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
    const root = storageDir(app.config.dataDir);
    await mkdir(path.join(root, 'products'), { recursive: true });
    await writeFile(path.join(root, 'products', 'frame-1a2b.webp'), 'RIFF....WEBP');
    await writeFile(path.join(root, '.secret'), 'dotfile');
    // Outside the storage root, inside DATA_DIR: must never be reachable.
    await writeFile(path.join(app.config.dataDir, 'admin-credentials.txt'), 'TOP-SECRET');
  });
  afterAll(() => app.close());

  it('serves a stored file for good, and never as another type', async () => {
    const response = await app.inject({ method: 'GET', url: '/storage/products/frame-1a2b.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('RIFF....WEBP');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with a JSON 404, not the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/storage/products/nope.webp' });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json()).status).toBe(404);
  });

  // Dot segments are resolved before routing (RFC 3986), so these name /admin-credentials.txt:
  // a client route of the web app, never the file.
  it.each(['/storage/../admin-credentials.txt', '/storage/%2e%2e/admin-credentials.txt'])(
    'resolves %s outside storage, to the web app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).not.toContain('TOP-SECRET');
    },
  );

  it.each([
    '/storage/..%2fadmin-credentials.txt',
    '/storage/%2e%2e%2fadmin-credentials.txt',
    '/storage/products/..%2f..%2fadmin-credentials.txt',
    '/storage/.secret',
    '/storage/',
    '/storage/products/',
  ])('refuses %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toMatch(/TOP-SECRET|dotfile|frame-1a2b/);
  });
});

describe('DiskStorage', () => {
  it('writes, overwrites and removes files under its root, ignoring missing ones', async () => {
    const { DiskStorage } = await import('./storage');
    const { makeTempDir } = await import('../test/app');
    const { readFile, readdir } = await import('node:fs/promises');
    const temp = await makeTempDir('backlit-storage-');
    try {
      const storage = new DiskStorage(temp.dir);
      await storage.put('products/a.webp', Buffer.from('one'));
      await storage.put('products/a.webp', Buffer.from('two'));
      expect(await readFile(path.join(temp.dir, 'products/a.webp'), 'utf8')).toBe('two');
      await storage.remove(['products/a.webp', 'products/missing.webp']);
      expect(await readdir(path.join(temp.dir, 'products'))).toEqual([]);
    } finally {
      await temp.remove();
    }
  });

  it('keeps a local file by linking it, not copying it, and leaves the file where it was', async () => {
    const { DiskStorage } = await import('./storage');
    const { makeTempDir } = await import('../test/app');
    const { readFile, stat, rm } = await import('node:fs/promises');
    const temp = await makeTempDir('backlit-storage-');
    try {
      const received = path.join(temp.dir, 'received.pdf');
      await writeFile(received, '%PDF-1.7 banner');
      const storage = new DiskStorage(path.join(temp.dir, 'private'));
      await storage.copyIn('artwork/7/a.pdf', received);
      const kept = path.join(temp.dir, 'private', 'artwork/7/a.pdf');
      expect((await stat(kept)).ino).toBe((await stat(received)).ino);
      // The received file going away (the upload's clean-up) leaves the kept one whole.
      await rm(received);
      expect(await readFile(kept, 'utf8')).toBe('%PDF-1.7 banner');
    } finally {
      await temp.remove();
    }
  });

  it.each(['../outside.txt', 'products/../../outside.txt', '/etc/passwd', '', '.'])(
    'refuses the name %j',
    async (name) => {
      const { DiskStorage } = await import('./storage');
      const storage = new DiskStorage('/tmp/backlit-never-written');
      await expect(storage.put(name, Buffer.from('x'))).rejects.toThrow('Invalid storage name');
      await expect(storage.remove([name])).rejects.toThrow('Invalid storage name');
    },
  );
});

describe('symbolic links in storage', () => {
  let app: App;
  let root: string;
  let outside: string;
  beforeAll(async () => {
    app = await buildTestApp();
    root = storageDir(app.config.dataDir);
    outside = path.join(app.config.dataDir, 'outside');
    await mkdir(path.join(root, 'products'), { recursive: true });
    await mkdir(outside, { recursive: true });
    await writeFile(path.join(outside, 'secret.webp'), 'OUTSIDE');
    await writeFile(path.join(root, 'products', 'real.webp'), 'INSIDE');
    await symlink(path.join(outside, 'secret.webp'), path.join(root, 'products', 'out.webp'));
    await symlink(path.join(root, 'products', 'real.webp'), path.join(root, 'products', 'in.webp'));
    await symlink(outside, path.join(root, 'linked'));
  });
  afterAll(() => app.close());

  it.each([
    '/storage/products/out.webp',
    '/storage/products/in.webp',
    '/storage/linked/secret.webp',
    '/storage/products/real.webp/x',
  ])('are never followed when serving %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/OUTSIDE|INSIDE/);
  });

  it('leave plain files served', async () => {
    const response = await app.inject({ method: 'GET', url: '/storage/products/real.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('INSIDE');
  });

  it('are never written or deleted through', async () => {
    const storage = new DiskStorage(root);
    await expect(storage.put('linked/new.webp', Buffer.from('x'))).rejects.toThrow('symbolic link');
    await storage.remove(['linked/secret.webp']);
    expect(await readFile(path.join(outside, 'secret.webp'), 'utf8')).toBe('OUTSIDE');
    // A link in the file's own place is replaced by the file, its target left alone.
    await storage.put('products/out.webp', Buffer.from('replaced'));
    expect(await readFile(path.join(outside, 'secret.webp'), 'utf8')).toBe('OUTSIDE');
    expect(await readFile(path.join(root, 'products', 'out.webp'), 'utf8')).toBe('replaced');
    expect(await readdir(outside)).toEqual(['secret.webp']);
    await storage.put('products/new.webp', Buffer.from('fresh'));
    expect(await readFile(path.join(root, 'products', 'new.webp'), 'utf8')).toBe('fresh');
  });
});
