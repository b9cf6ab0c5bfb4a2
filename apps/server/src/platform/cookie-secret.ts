import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COOKIE_SECRET_FILE = 'cookie-secret';

/**
 * The secret that signs cookies when COOKIE_SECRET is not set: made once, at random, and kept in
 * the data folder (mode 0600) so signed cookies stay valid across restarts. Two processes
 * starting on one folder at once both end up with the one written first.
 */
export async function keptCookieSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, COOKIE_SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
}
