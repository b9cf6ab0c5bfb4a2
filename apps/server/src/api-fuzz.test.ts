import { ApiErrorSchema } from '@backlit/domain';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { bearer, nextIp, registerCustomer, signInStaff } from './test/accounts';
import { buildTestApp } from './test/app';
import { add, createCategory, createProduct } from './test/cart';

/**
 * Walks every operation of the OpenAPI document as anonymous, customer and staff, with requests
 * that are almost right: one path parameter, query parameter or body field replaced by a bad
 * value, or the body itself broken. Any 5xx fails, as does an error answer that is not the
 * contract's JSON. The valid parts come from fast-check arbitraries built from the document's
 * JSON schemas, which are generated from the routes' zod schemas; the bad values are the
 * explicit nasty cases below plus arbitrary ones.
 *
 * Each run draws new values (FUZZ_SEED replays one; FUZZ_RUNS sets how many per operation and
 * role). `npm test` draws few, to stay quick; `npm run test:slow` draws more, on PostgreSQL in CI.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);

/** Text that has broken servers: NUL and other controls, huge, numeric edges, far dates. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u001b[2J\u0007',
  '\u0085\u009b',
  '\ud800',
  '😀'.repeat(300),
  'x'.repeat(70_000),
  '../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '-1',
  '0',
  '1.5',
  '1e308',
  'NaN',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '9999-12-31',
  '0000-01-01',
  '2026-02-30',
];

/** JSON values of every wrong kind, for body fields. */
const NASTY_JSON: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 63,
  1e308,
  -1e308,
  [],
  {},
  ['\u0000'],
  { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } },
  nested(500),
  ...NASTY_TEXT,
];

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: [value] };
  return value;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  multipart: boolean;
}

interface FuzzRequest {
  what: string;
  pathValues: Record<string, string>;
  query: Record<string, string>;
  body?: { contentType: string; payload: string | Buffer };
}

type Role = 'anonymous' | 'customer' | 'staff';

/** A value `schema` accepts, or nearly: the ordinary part of an almost-right request. */
function valid(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valid(choice, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      if (/email/i.test(name)) return fc.emailAddress();
      const minLength = schema.minLength ?? 0;
      return fc.string({
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 20)),
      });
    }
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1,
        max: schema.maximum ?? 1000,
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valid(schema.items), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, valid(child, key)]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const nastyText = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.bigInt().map(String),
  fc.double().map(String),
);
const nastyJson = fc.oneof(fc.constantFrom(...NASTY_JSON), nastyText, fc.anything({ maxDepth: 3 }));

function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const body = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema })),
        body: operation.requestBody ? (body ?? {}) : undefined,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  // Signing out ends the session every other call of the walk uses.
  return operations.sort(
    (a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'),
  );
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** Every byte of the UTF-8 percent-encoded (a lone surrogate as U+FFFD, as a browser sends it). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

function json(body: unknown): FuzzRequest['body'] {
  return { contentType: 'application/json', payload: JSON.stringify(body) };
}

function multipartBody(fields: Record<string, unknown>, boundary = 'fuzz-boundary'): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n` +
      `${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
}

/** Bodies broken as a whole, whatever the route expects. */
const BROKEN_BODIES: NonNullable<FuzzRequest['body']>[] = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '['.repeat(50_000) + ']'.repeat(50_000) },
  { contentType: 'application/json', payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }) },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
  { contentType: 'multipart/form-data', payload: '--x--' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  },
  { contentType: 'multipart/form-data; boundary=x', payload: 'garbage' },
  { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: '--b--' },
  {
    contentType: 'multipart/form-data; boundary=fuzz-boundary',
    payload: multipartBody({
      name: 'a\u0000b',
      image: 'not a file',
      'additional_images[999]': 'x',
    }),
  },
];

/** The deterministic cases: each nasty value in each place, and each broken body. */
function explicitCases(operation: Operation, base: () => FuzzRequest): FuzzRequest[] {
  const cases: FuzzRequest[] = [];
  for (const param of operation.pathParams) {
    for (const value of NASTY_TEXT) {
      const request = base();
      cases.push({
        ...request,
        what: `path ${param}`,
        pathValues: { ...request.pathValues, [param]: value },
      });
    }
  }
  for (const { name } of operation.query) {
    for (const value of NASTY_TEXT) {
      const request = base();
      cases.push({ ...request, what: `query ${name}`, query: { ...request.query, [name]: value } });
    }
  }
  if (operation.body) {
    const fields = Object.keys(operation.body.properties ?? {});
    for (const field of fields) {
      for (const value of NASTY_JSON) {
        const request = base();
        const body = {
          ...(JSON.parse(String(request.body?.payload ?? '{}')) as object),
          [field]: value,
        };
        cases.push({ ...request, what: `body ${field}`, body: json(body) });
      }
    }
    for (const broken of BROKEN_BODIES)
      cases.push({ ...base(), what: 'broken body', body: broken });
  }
  return cases;
}

/** A request every part of which is drawn from its schema: the base of the explicit cases. */
function validCase(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.record(
    Object.fromEntries(operation.pathParams.map((name) => [name, fc.constant('1')])),
  );
  const query = fc.record(
    Object.fromEntries(
      operation.query.map(({ name, schema }) => [name, valid(schema, name).map(String)]),
    ),
    { requiredKeys: [] },
  );
  const body = operation.body ? valid(operation.body) : fc.constant(undefined);
  return fc.record({ pathValues, query, body }).map(({ pathValues, query, body }) => ({
    what: 'as drawn',
    pathValues,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    ...(operation.body ? { body: json(body) } : {}),
  }));
}

/** Generated cases: an almost-right request with one part made bad, or none. */
function generatedCase(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.record(
    Object.fromEntries(operation.pathParams.map((name) => [name, fc.constantFrom('1', '2')])),
  );
  const query = fc.record(
    Object.fromEntries(
      operation.query.map(({ name, schema }) => [name, valid(schema, name).map(String)]),
    ),
    { requiredKeys: [] },
  );
  const body = operation.body ? valid(operation.body) : fc.constant(undefined);
  return fc
    .record({
      pathValues,
      query,
      body,
      place: fc.nat(),
      text: nastyText,
      value: nastyJson,
      asForm: fc.boolean(),
    })
    .map(({ pathValues, query, body, place, text, value, asForm }) => {
      const targets = [
        ...operation.pathParams.map((name) => ({ kind: 'path', name })),
        ...operation.query.map(({ name }) => ({ kind: 'query', name })),
        ...Object.keys(operation.body?.properties ?? {}).map((name) => ({ kind: 'body', name })),
      ];
      // One draw in (targets + 1) changes nothing: valid yet unusual values reach the handlers.
      const target = targets[place % (targets.length + 1)];
      const request: FuzzRequest = {
        what: target ? `${target.kind} ${target.name}` : 'as drawn',
        pathValues: { ...pathValues },
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      };
      let fields = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : body;
      if (target?.kind === 'path') request.pathValues[target.name] = text;
      if (target?.kind === 'query') request.query[target.name] = text;
      if (target?.kind === 'body') fields = { ...(fields as object), [target.name]: value };
      if (operation.body !== undefined) {
        request.body =
          asForm && operation.multipart && fields && typeof fields === 'object'
            ? {
                contentType: 'multipart/form-data; boundary=fuzz-boundary',
                payload: multipartBody(fields as Record<string, unknown>),
              }
            : json(fields);
      }
      return request;
    });
}

describe('every route of the API, with bad input', () => {
  let app: App;
  let operations: Operation[];
  const tokens: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    app = await buildTestApp();
    const staff = await signInStaff(app);
    const customer = await registerCustomer(app);
    tokens.staff = staff.token;
    tokens.customer = customer.token;
    // Some rows to find: a category, a product, a cart line.
    const product = await createProduct(app, staff, await createCategory(app, staff));
    await add(app, customer, product.id, 1);
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    operations = operationsOf(document);
  }, 60_000);
  afterAll(() => app.close());

  /** Who gets past the route's access guard: the role its handler sees. */
  function reachingRole(operation: Operation): Role {
    const url = operation.path.replace(/\{(\w+)\}/g, ':$1');
    const entry = app.routeAccess.find((r) => r.url === url && r.method === operation.method);
    if (!entry) throw new Error(`${operation.method} ${url} is not in the route table`);
    return entry.access === 'admin' ? 'staff' : entry.access === 'user' ? 'customer' : 'anonymous';
  }

  async function send(operation: Operation, role: Role, request: FuzzRequest) {
    let path = operation.path;
    for (const name of operation.pathParams) {
      path = path.replace(`{${name}}`, percentEncoded(request.pathValues[name] ?? '1'));
    }
    const query = Object.entries(request.query)
      .map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`)
      .join('&');
    const token = tokens[role];
    const options: InjectOptions = {
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      remoteAddress: nextIp(),
      headers: {
        ...(token ? bearer(token) : {}),
        ...(request.body ? { 'content-type': request.body.contentType } : {}),
      },
      ...(request.body ? { payload: request.body.payload } : {}),
    };
    return app.inject(options);
  }

  function problemWith(response: LightMyRequestResponse): string | undefined {
    if (response.statusCode >= 500) return `answered ${response.statusCode}`;
    const type = String(response.headers['content-type'] ?? '');
    if (response.statusCode >= 400 && type.startsWith('application/json')) {
      const body = ApiErrorSchema.safeParse(response.json());
      if (!body.success || body.data.status !== response.statusCode) {
        return `answered ${response.statusCode} without the error shape`;
      }
    }
    return undefined;
  }

  it.each<Role>(['anonymous', 'customer', 'staff'])(
    'never answers 5xx to %s',
    async (role) => {
      const problems: string[] = [];
      let sent = 0;
      for (const [index, operation] of operations.entries()) {
        const seed = SEED + index;
        const generated = fc.sample(generatedCase(operation), { numRuns: RUNS, seed });
        // The explicit cases once per operation, as the role that reaches its handler.
        const [base] = fc.sample(validCase(operation), { numRuns: 1, seed });
        const explicit =
          role === reachingRole(operation) ? explicitCases(operation, () => ({ ...base! })) : [];
        for (const request of [...explicit, ...generated]) {
          const response = await send(operation, role, request);
          sent++;
          const problem = problemWith(response);
          if (problem) {
            problems.push(
              `${operation.method} ${operation.path} (${request.what}) ${problem}: ` +
                response.body.slice(0, 200),
            );
          }
        }
      }
      expect(sent).toBeGreaterThan(operations.length * RUNS);
      expect(problems, `FUZZ_SEED=${SEED}`).toEqual([]);
    },
    150_000,
  );
});
