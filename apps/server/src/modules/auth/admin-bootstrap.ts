import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLE, USERNAME_MAX, USERNAME_MIN, type ShopInfo } from '@backlit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AuthRepository, type NewUser } from './auth.repository';
import { hashPassword, verifyPassword, weakPasswordReasons } from './passwords';

export const ADMIN_CREDENTIALS_FILE = 'admin-credentials.txt';

export type AdminBootstrapResult =
  /** ADMIN_EMAIL/ADMIN_PASSWORD: that account now exists, is staff and has that password. */
  | {
      kind: 'configured';
      email: string;
      action: 'created' | 'updated' | 'unchanged';
      weak: boolean;
    }
  /** No staff account and none configured: one was made with a random password. */
  | { kind: 'generated'; email: string; password: string; file: string }
  | { kind: 'admin-exists' }
  /** No staff account, and the address we would give one belongs to a customer. */
  | { kind: 'address-taken'; email: string };

type BootstrapConfig = Pick<Config, 'admin' | 'shop' | 'dataDir' | 'publicUrl'>;

/**
 * Makes sure the shop has a staff account, at start after migrating. There is no default
 * password anywhere: either the operator gives one (ADMIN_EMAIL + ADMIN_PASSWORD, applied at every
 * start) or, on a database without any admin, a random one is generated and handed over once.
 */
export async function ensureAdmin(
  db: Database,
  config: BootstrapConfig,
): Promise<AdminBootstrapResult> {
  const repository = new AuthRepository(db);
  if (config.admin) return applyConfiguredAdmin(repository, config.admin, config.shop);

  if (await repository.adminExists()) return { kind: 'admin-exists' };
  const email = `admin@${config.shop.email.split('@')[1]}`.toLowerCase();
  if (await repository.findUserByEmail(email)) return { kind: 'address-taken', email };

  const password = randomBytes(18).toString('base64url');
  await createAdmin(repository, email, password, config.shop);
  const file = path.join(config.dataDir, ADMIN_CREDENTIALS_FILE);
  await writeCredentialsFile(file, email, password, config);
  return { kind: 'generated', email, password, file };
}

async function applyConfiguredAdmin(
  repository: AuthRepository,
  admin: { email: string; password: string },
  shop: ShopInfo,
): Promise<AdminBootstrapResult> {
  const email = admin.email.toLowerCase();
  const existing = await repository.findUserByEmail(email);
  const weak = Boolean(
    weakPasswordReasons(admin.password, {
      ...placeholderNames,
      username: email.split('@')[0] ?? '',
      email,
    }),
  );
  if (!existing) {
    await createAdmin(repository, email, admin.password, shop);
    return { kind: 'configured', email, action: 'created', weak };
  }
  // Rehashing at every start would change nothing but sign the admin out everywhere.
  const samePassword = await verifyPassword(existing.passwordHash, admin.password);
  if (samePassword && existing.roleAs === ROLE.admin) {
    return { kind: 'configured', email, action: 'unchanged', weak };
  }
  const passwordHash = samePassword ? undefined : await hashPassword(admin.password);
  await repository.transaction(async (tx) => {
    await tx.updateUser(existing.id, { roleAs: ROLE.admin, ...(passwordHash && { passwordHash }) });
    if (passwordHash) await tx.credentialsChanged(existing.id, new Date());
  });
  return { kind: 'configured', email, action: 'updated', weak };
}

const placeholderNames = { firstName: 'Shop', lastName: 'Admin' };

async function createAdmin(
  repository: AuthRepository,
  email: string,
  password: string,
  shop: ShopInfo,
): Promise<void> {
  const created = await repository.insertUser({
    ...placeholderProfile(shop),
    email,
    username: await freeUsername(repository, email),
    passwordHash: await hashPassword(password),
    roleAs: ROLE.admin,
  });
  if (!created.ok)
    throw new Error(`Cannot create the staff account ${email}: ${created.taken} taken`);
}

/**
 * Staff accounts need the same profile fields as customers; they get the shop's own contact
 * details, with city and postcode read from its address when it looks like "street, city, ST zip".
 */
function placeholderProfile(
  shop: ShopInfo,
): Omit<NewUser, 'email' | 'username' | 'passwordHash' | 'roleAs'> {
  const parts = shop.address.split(',').map((part) => part.trim());
  return {
    ...placeholderNames,
    companyName: shop.name,
    phone: shop.phone,
    address: parts[0] || shop.address,
    city: parts[1] || '-',
    postcode: shop.address.match(/\b\d{5}(?:-\d{4})?\b/)?.[0] ?? '-',
    country: 'US',
  };
}

/** The e-mail's local part as a valid username (admin, admin2, admin3… if taken). */
async function freeUsername(repository: AuthRepository, email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '');
  if (base.length < USERNAME_MIN) base = 'admin';
  base = base.slice(0, USERNAME_MAX - 4);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await repository.usernameTaken(candidate))) return candidate;
  }
  return `${base}-${randomBytes(2).toString('hex')}`;
}

async function writeCredentialsFile(
  file: string,
  email: string,
  password: string,
  config: BootstrapConfig,
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const text = [
    `${config.shop.name}: the staff account generated at first start (${new Date().toISOString()})`,
    '',
    `E-mail:   ${email}`,
    `Password: ${password}`,
    '',
    `Sign in at ${config.publicUrl}/login, change the password, then delete this file.`,
    'Setting ADMIN_EMAIL and ADMIN_PASSWORD resets that account at any start.',
    '',
  ].join('\n');
  await writeFile(file, text, { mode: 0o600 });
  // `mode` only applies when the file is created; an old copy keeps its permissions otherwise.
  await chmod(file, 0o600);
}

/** What to tell the operator about the staff account; the generated password goes to stdout. */
export function reportAdminBootstrap(
  result: AdminBootstrapResult,
  log: FastifyBaseLogger,
  print: (text: string) => void,
): void {
  switch (result.kind) {
    case 'configured':
      if (result.action !== 'unchanged') {
        log.info(`Staff account ${result.email} ${result.action} from ADMIN_EMAIL/ADMIN_PASSWORD`);
      }
      if (result.weak) log.warn('ADMIN_PASSWORD is easy to guess: choose a longer, rarer one');
      return;
    case 'generated':
      print(
        box([
          'A staff account was created for this new shop:',
          '',
          `  E-mail:   ${result.email}`,
          `  Password: ${result.password}`,
          '',
          'This password is shown only once. It is also in',
          `  ${result.file} (readable by you only).`,
          'Sign in, change the password, then delete that file.',
        ]),
      );
      return;
    case 'address-taken':
      log.warn(
        `There is no staff account, and ${result.email} belongs to a customer: ` +
          'set ADMIN_EMAIL and ADMIN_PASSWORD to create one.',
      );
      return;
    case 'admin-exists':
      return;
  }
}

function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const edge = '─'.repeat(width + 2);
  return [`┌${edge}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${edge}┘`].join('\n');
}
