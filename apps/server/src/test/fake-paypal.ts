import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { PaymentConfig } from '../config';
import { FAKE_PAYPAL_SDK } from './fake-paypal-sdk';

/** The credentials the fake accepts, and the signature its webhook check calls valid. */
export const FAKE_PAYPAL = {
  clientId: 'fake-client-id',
  clientSecret: 'fake-client-secret',
  webhookId: 'fake-webhook-id',
  validSignature: 'fake-valid-signature',
};

const FAULT_KINDS = [
  'declined',
  'already-captured',
  'error-500',
  'commit-then-500',
  'pending',
  'capture-declined',
  'other-amount',
] as const;

/**
 * What the next matching call does instead of the normal thing:
 * - `declined`: capture answers 422 INSTRUMENT_DECLINED, nothing captured;
 * - `already-captured`: capture captures, then answers 422 ORDER_ALREADY_CAPTURED;
 * - `error-500`: answers 500, no effect;
 * - `slow`: waits `delayMs`, then does the normal thing (also when the caller gave up);
 * - `commit-then-500`: does the normal thing, then answers 500 (the answer is lost), also when
 *   the call repeats a request id that succeeded before;
 * - `pending` / `capture-declined`: the capture's status is PENDING / DECLINED;
 * - `other-amount`: capture takes one dollar more than the order.
 */
export type FakeFault = { kind: (typeof FAULT_KINDS)[number] } | { kind: 'slow'; delayMs: number };

const OPERATIONS = ['token', 'create', 'get', 'capture', 'refund', 'verify'] as const;
export type FakeOperation = (typeof OPERATIONS)[number];

interface Money {
  currency_code: string;
  value: string;
}

export interface FakeCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Money;
  final_capture: true;
  supplementary_data: { related_ids: { order_id: string } };
}

export interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: Money;
  customId: string | undefined;
  invoiceId: string | undefined;
  description: string | undefined;
  capture?: FakeCapture;
}

export interface FakeRefund {
  id: string;
  captureId: string;
  amount: Money;
  status: 'COMPLETED';
}

export interface LoggedRequest {
  method: string;
  path: string;
  operation: FakeOperation | undefined;
  requestId: string | undefined;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the form text of a token request. */
  body: unknown;
  /** The body as sent. */
  text: string;
}

interface Answer {
  status: number;
  body: unknown;
}

const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });
const CreateBodySchema = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.object({
        amount: z.object({
          currency_code: z.string().regex(/^[A-Z]{3}$/),
          value: z.string().regex(/^\d+\.\d{2}$/),
        }),
        custom_id: z.string().max(127).optional(),
        invoice_id: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
      }),
    )
    .length(1),
});
const RefundBodySchema = z.object({ amount: MoneySchema.optional() });
const VerifyBodySchema = z.object({ transmission_sig: z.string(), webhook_id: z.string() });
const FaultRequestSchema = z.object({
  operation: z.enum(OPERATIONS),
  kind: z.enum([...FAULT_KINDS, 'slow']),
  delayMs: z.number().int().min(0).max(60_000).default(0),
  times: z.number().int().min(1).default(1),
});

const cents = (value: string) => Math.round(Number(value) * 100);
const dollars = (amount: number) => (amount / 100).toFixed(2);
const newId = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;
const paypalError = (status: number, name: string, issue?: string): Answer => ({
  status,
  body: { name, message: name, debug_id: newId(''), ...(issue ? { details: [{ issue }] } : {}) },
});

function captureStatus(fault: FakeFault | undefined): FakeCapture['status'] {
  if (fault?.kind === 'pending') return 'PENDING';
  if (fault?.kind === 'capture-declined') return 'DECLINED';
  return 'COMPLETED';
}

/** JSON text → value; undefined for an empty or malformed body. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function operationOf(method: string, path: string): FakeOperation | undefined {
  if (method === 'POST' && path === '/v1/oauth2/token') return 'token';
  if (method === 'POST' && path === '/v2/checkout/orders') return 'create';
  if (method === 'GET' && /^\/v2\/checkout\/orders\/[^/]+$/.test(path)) return 'get';
  if (method === 'POST' && /^\/v2\/checkout\/orders\/[^/]+\/capture$/.test(path)) return 'capture';
  if (method === 'POST' && /^\/v2\/payments\/captures\/[^/]+\/refund$/.test(path)) return 'refund';
  if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return 'verify';
  return undefined;
}

/**
 * A local server shaped like PayPal's REST API (OAuth client credentials, Orders v2
 * create/get/capture, capture refunds, webhook signature verification) for tests only; never
 * imported by production code. Like PayPal, it keeps a successful answer per PayPal-Request-Id
 * and answers a repeat with it, without a second effect (refusals are not kept, so a call can
 * succeed once its cause is fixed). Orders need `approve(id)` (the buyer's click in the popup)
 * before they can be captured; `fail()` makes the next matching calls misbehave. The same is
 * reachable over HTTP for browser tests: POST /__test/approve/<id>, POST /__test/fault
 * `{operation, kind, delayMs?, times?}`, POST /__test/expire-tokens, GET /__test/state. It also
 * serves a stub of PayPal's JS SDK at /sdk/js.
 */
export async function startFakePayPal({
  port = 0,
  tokenLifetimeSeconds = 32_400,
}: { port?: number; tokenLifetimeSeconds?: number } = {}) {
  const orders = new Map<string, FakeOrder>();
  const refunds: FakeRefund[] = [];
  const requests: LoggedRequest[] = [];
  const idempotent = new Map<string, Answer>();
  const faults: { operation: FakeOperation; fault: FakeFault; times: number }[] = [];
  const tokens = new Set<string>();
  let url = '';

  function takeFault(operation: FakeOperation): FakeFault | undefined {
    const index = faults.findIndex((entry) => entry.operation === operation);
    const entry = faults[index];
    if (!entry) return undefined;
    entry.times -= 1;
    if (entry.times <= 0) faults.splice(index, 1);
    return entry.fault;
  }

  /** The order as PayPal shows it; a copy, so a kept answer never changes afterwards. */
  function orderView(order: FakeOrder) {
    return structuredClone({
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          reference_id: order.customId ?? 'default',
          amount: order.amount,
          custom_id: order.customId,
          invoice_id: order.invoiceId,
          description: order.description,
          ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
        },
      ],
      links: [{ rel: 'self', href: `${url}/v2/checkout/orders/${order.id}`, method: 'GET' }],
    });
  }

  function create(body: unknown): Answer {
    const parsed = CreateBodySchema.safeParse(body);
    if (!parsed.success) return paypalError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
    const unit = parsed.data.purchase_units[0]!;
    const order: FakeOrder = {
      id: newId(''),
      status: 'CREATED',
      amount: unit.amount,
      customId: unit.custom_id,
      invoiceId: unit.invoice_id,
      description: unit.description,
    };
    orders.set(order.id, order);
    return { status: 201, body: orderView(order) };
  }

  function capture(order: FakeOrder, fault: FakeFault | undefined): Answer {
    if (order.capture) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    }
    if (fault?.kind === 'declined') {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    }
    const value = order.amount.value;
    order.capture = {
      id: newId('CAPTURE-'),
      status: captureStatus(fault),
      amount: {
        currency_code: order.amount.currency_code,
        value: fault?.kind === 'other-amount' ? dollars(cents(value) + 100) : value,
      },
      final_capture: true,
      supplementary_data: { related_ids: { order_id: order.id } },
    };
    order.status = 'COMPLETED';
    if (fault?.kind === 'already-captured') {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    }
    return { status: 201, body: orderView(order) };
  }

  function refund(captureId: string, body: unknown): Answer {
    const captured = [...orders.values()].find((order) => order.capture?.id === captureId)?.capture;
    if (!captured) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    const parsed = RefundBodySchema.safeParse(body);
    if (!parsed.success) return paypalError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
    const left =
      cents(captured.amount.value) -
      refunds
        .filter((r) => r.captureId === captureId)
        .reduce((sum, r) => sum + cents(r.amount.value), 0);
    if (captured.status === 'REFUNDED' || left <= 0) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
    }
    if (!['COMPLETED', 'PARTIALLY_REFUNDED'].includes(captured.status)) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_NOT_REFUNDABLE');
    }
    const amount = parsed.data.amount ?? { ...captured.amount, value: dollars(left) };
    if (cents(amount.value) > left) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
    }
    const made: FakeRefund = { id: newId('REFUND-'), captureId, amount, status: 'COMPLETED' };
    refunds.push(made);
    captured.status = cents(amount.value) === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return {
      status: 201,
      body: {
        id: made.id,
        status: made.status,
        amount,
        links: [{ rel: 'up', href: `${url}/v2/payments/captures/${captureId}`, method: 'GET' }],
      },
    };
  }

  function verify(body: unknown): Answer {
    const parsed = VerifyBodySchema.safeParse(body);
    if (!parsed.success) return paypalError(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
    const genuine =
      parsed.data.transmission_sig === FAKE_PAYPAL.validSignature &&
      parsed.data.webhook_id === FAKE_PAYPAL.webhookId;
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  }

  function handle(operation: FakeOperation, path: string, body: unknown, fault?: FakeFault) {
    const id = decodeURIComponent(path.split('/')[4] ?? '');
    switch (operation) {
      case 'create':
        return create(body);
      case 'get':
      case 'capture': {
        const order = orders.get(id);
        if (!order) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        return operation === 'get'
          ? { status: 200, body: orderView(order) }
          : capture(order, fault);
      }
      case 'refund':
        return refund(id, body);
      case 'verify':
        return verify(body);
      case 'token':
        return issueToken();
    }
  }

  function issueToken(): Answer {
    const token = newId('A21AA');
    tokens.add(token);
    const body = {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-FAKE',
      expires_in: tokenLifetimeSeconds,
    };
    return { status: 200, body };
  }

  /** Why PayPal would refuse this caller, if it would. */
  function refusedCaller(operation: FakeOperation, request: IncomingMessage, text: string) {
    const authorization = request.headers.authorization ?? '';
    if (operation === 'token') {
      const { clientId, clientSecret } = FAKE_PAYPAL;
      const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (authorization !== basic) return paypalError(401, 'invalid_client');
      if (new URLSearchParams(text).get('grant_type') !== 'client_credentials') {
        return paypalError(400, 'unsupported_grant_type');
      }
      return undefined;
    }
    const bearer = authorization.replace(/^Bearer /, '');
    return tokens.has(bearer) ? undefined : paypalError(401, 'AUTHENTICATION_FAILURE');
  }

  async function api(operation: FakeOperation, path: string, body: unknown, requestId?: string) {
    const fault = takeFault(operation);
    if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.kind === 'error-500') return paypalError(500, 'INTERNAL_SERVER_ERROR');
    const key = requestId && `${operation}:${requestId}`;
    let answer = key ? idempotent.get(key) : undefined;
    if (!answer) {
      answer = handle(operation, path, body, fault);
      if (key && answer.status < 300) idempotent.set(key, answer);
    }
    if (fault?.kind === 'commit-then-500') return paypalError(500, 'INTERNAL_SERVER_ERROR');
    return answer;
  }

  /** The /__test endpoints; undefined when the path is not one of them. */
  function testEndpoint(method: string, path: string, text: string): Answer | undefined {
    if (method === 'GET' && path === '/__test/state') {
      return { status: 200, body: { orders: [...orders.values()], refunds, requests } };
    }
    if (method !== 'POST') return undefined;
    if (path.startsWith('/__test/approve/')) {
      const order = orders.get(decodeURIComponent(path.slice('/__test/approve/'.length)));
      if (!order) return paypalError(404, 'RESOURCE_NOT_FOUND');
      approve(order.id);
      return { status: 204, body: null };
    }
    if (path === '/__test/fault') {
      const parsed = FaultRequestSchema.safeParse(parseJson(text));
      if (!parsed.success) return paypalError(400, 'INVALID_REQUEST');
      const { operation, kind, delayMs, times } = parsed.data;
      fail(operation, kind === 'slow' ? { kind, delayMs } : { kind }, times);
      return { status: 204, body: null };
    }
    if (path === '/__test/expire-tokens') {
      expireTokens();
      return { status: 204, body: null };
    }
    return undefined;
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const method = request.method ?? 'GET';
    const send = ({ status, body }: Answer) => {
      if (response.headersSent) return;
      // The browser tests' stub buttons call /__test from the shop's page.
      response.writeHead(status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      response.end(status === 204 ? undefined : JSON.stringify(body));
    };

    if (method === 'GET' && path === '/sdk/js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(FAKE_PAYPAL_SDK);
      return;
    }
    const forTests = testEndpoint(method, path, text);
    if (forTests) return send(forTests);

    const operation = operationOf(method, path);
    const requestId = request.headers['paypal-request-id'] as string | undefined;
    const body = operation === 'token' ? text : parseJson(text);
    requests.push({ method, path, operation, requestId, headers: request.headers, body, text });
    if (!operation) return send(paypalError(404, 'NOT_FOUND'));
    const refused = refusedCaller(operation, request, text);
    send(refused ?? (await api(operation, path, body, requestId)));
  }

  /** The buyer approves the order in PayPal's popup. */
  function approve(orderId: string) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake PayPal knows no order ${orderId}`);
    if (order.status === 'CREATED') order.status = 'APPROVED';
  }

  /** The next `times` calls of `operation` misbehave as `fault` says. */
  function fail(operation: FakeOperation, fault: FakeFault, times = 1) {
    faults.push({ operation, fault, times });
  }

  /** Every token issued so far stops working (the next call with one answers 401). */
  function expireTokens() {
    tokens.clear();
  }

  /** The shop's payment configuration, pointed at this fake (the SDK stays PayPal's own). */
  function paymentConfig(
    options: { timeoutMs?: number } = {},
  ): Extract<PaymentConfig, { provider: 'paypal' }> {
    return {
      provider: 'paypal',
      clientId: FAKE_PAYPAL.clientId,
      clientSecret: FAKE_PAYPAL.clientSecret,
      apiBase: url,
      webhookId: FAKE_PAYPAL.webhookId,
      sdkUrl: undefined,
      ...options,
    };
  }

  const server = createServer((request, response) => {
    route(request, response).catch((problem: unknown) => {
      if (response.headersSent) return;
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ name: 'FAKE_FAILED', message: String(problem) }));
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    orders,
    refunds,
    requests,
    approve,
    fail,
    expireTokens,
    paymentConfig,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePayPal = Awaited<ReturnType<typeof startFakePayPal>>;
