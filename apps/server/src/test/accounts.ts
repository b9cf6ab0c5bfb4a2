import {
  AUTH_COOKIE,
  AuthSuccessSchema,
  XSRF_COOKIE,
  XSRF_HEADER,
  type RegisterRequest,
} from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import { ensureAdmin } from '../modules/auth';

// Strong, and quick to judge so: tests register hundreds of accounts. Words alone keep the
// strength check fast; each digit or symbol that can stand for a letter (0 for o, 4 for a, ! for
// i…) multiplies the look-alike spellings it tries, six times the work for a password like
// 'Mango-Zephyr-Kiln-6403'.
export const STRONG_PASSWORD = 'Mango Zephyr Kiln Wharf';
export const OTHER_STRONG_PASSWORD = 'Nimbus Cobalt Fjord Quay';

let counter = 0;

/**
 * A client address of its own. Registration and login are rate-limited per IP, so tests that
 * are not about those limits each come from somewhere else.
 */
export function nextIp(): string {
  counter++;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Valid registration fields with a username and e-mail nobody has used yet. */
export function customerFields(
  overrides: Partial<RegisterRequest> = {},
): RegisterRequest & { username: string; email: string } {
  const n = ++counter;
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    companyname: 'Analytical Engines',
    username: `ada${n}`,
    email: `ada${n}@example.com`,
    password: STRONG_PASSWORD,
    phone: '+1 404 555 0100',
    address: '1 Main St',
    address2: 'Suite 2',
    city: 'Atlanta',
    state: 'GA',
    codepostal: '30318',
    country: 'US',
    affiliations: { GIGA: true, EDPA: false, ASI: false },
    ...overrides,
  };
}

/** Registration overrides that leave the address out (so the address book starts empty). */
export const NO_ADDRESS: Partial<RegisterRequest> = {
  address: undefined,
  address2: undefined,
  city: undefined,
  state: undefined,
  codepostal: undefined,
  country: undefined,
};

export interface SignedIn {
  token: string;
  username: string;
  email: string;
  password: string;
  role_as: 0 | 1;
  /** The address they signed in from; per-address limits count their requests from there. */
  ip: string;
  /** The session and XSRF cookies the answer set, as a Cookie header would send them back. */
  cookies: Record<string, string>;
}

export function registerRequest(app: App, body: unknown, ip = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/register',
    payload: body as object,
    remoteAddress: ip,
  });
}

export function loginRequest(
  app: App,
  body: { email: string; password: string; remember?: boolean },
  ip = nextIp(),
) {
  return app.inject({ method: 'POST', url: '/api/login', payload: body, remoteAddress: ip });
}

/** Registers a customer through the API. */
export async function registerCustomer(
  app: App,
  overrides: Partial<RegisterRequest> = {},
): Promise<SignedIn> {
  const fields = customerFields(overrides);
  const ip = nextIp();
  const response = await registerRequest(app, fields, ip);
  if (response.statusCode !== 200) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  return signedIn(response, fields.email.toLowerCase(), fields.password, ip);
}

export async function signIn(
  app: App,
  email: string,
  password: string,
  remember = false,
  ip = nextIp(),
): Promise<SignedIn> {
  const response = await loginRequest(app, { email, password, remember }, ip);
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return signedIn(response, email, password, ip);
}

/** A staff account (made the way the server makes them at start), signed in. */
export async function signInStaff(app: App): Promise<SignedIn> {
  const email = `staff${++counter}@backlitshop.com`;
  await ensureAdmin(app.db, { ...app.config, admin: { email, password: STRONG_PASSWORD } });
  return signIn(app, email, STRONG_PASSWORD);
}

function signedIn(
  response: LightMyRequestResponse,
  email: string,
  password: string,
  ip: string,
): SignedIn {
  const body = AuthSuccessSchema.parse(response.json());
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  return {
    token: body.token,
    username: body.username,
    role_as: body.role_as,
    email,
    password,
    ip,
    cookies,
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** What a browser sends on a write: the cookies, and the XSRF token copied into its header. */
export function browserWrite(account: SignedIn) {
  return {
    cookies: account.cookies,
    headers: { [XSRF_HEADER]: account.cookies[XSRF_COOKIE] ?? '' },
  };
}

export function sessionCookieOnly(account: SignedIn) {
  return { [AUTH_COOKIE]: account.cookies[AUTH_COOKIE] ?? '' };
}
