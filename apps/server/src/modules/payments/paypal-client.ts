import { z } from 'zod';

/** PayPal refused a call (4xx other than an expired token): its error name and first issue. */
export class PayPalApiError extends Error {
  override name = 'PayPalApiError';
  constructor(
    readonly status: number,
    readonly errorName: string | undefined,
    readonly issue: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * PayPal gave no usable answer: timeouts, network errors, 429 or 5xx after every retry, or a
 * success we could not read. The call may or may not have taken effect.
 */
export class PayPalUnavailableError extends Error {
  override name = 'PayPalUnavailableError';
}

const AmountSchema = z.object({ currency_code: z.string(), value: z.string() });

const CaptureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: AmountSchema.optional(),
});

export const PayPalOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        amount: AmountSchema.optional(),
        custom_id: z.string().optional(),
        payments: z.object({ captures: z.array(CaptureSchema).optional() }).optional(),
      }),
    )
    .optional(),
});
export type PayPalOrder = z.infer<typeof PayPalOrderSchema>;

export const PayPalRefundSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: AmountSchema.optional(),
});
export type PayPalRefund = z.infer<typeof PayPalRefundSchema>;

const TokenSchema = z.object({ access_token: z.string(), expires_in: z.number().positive() });
const VerificationSchema = z.object({ verification_status: z.string() });
const ErrorSchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});

export interface PayPalClientOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Per attempt, in ms (10 s by default). */
  timeoutMs?: number;
  /** Further attempts after a timeout, network error, 429 or 5xx, with the same request id. */
  retries?: number;
  /** Wait before the n-th retry: n times this, in ms. */
  retryDelayMs?: number;
}

/** The signed headers of a webhook delivery (lower-case names) and its body. */
export interface WebhookSignatureInput {
  webhookId: string;
  headers: Record<string, string | undefined>;
  /** The body exactly as received: PayPal checks the signature over these bytes. */
  rawEvent: string;
}

/** Renew the token this long before PayPal says it expires (at most half its lifetime). */
const TOKEN_MARGIN_MS = 60_000;

interface RequestOptions<T> {
  /** JSON text of the body. */
  body?: string;
  /** PayPal-Request-Id: PayPal answers a repeat with the first answer, without a second effect. */
  requestId?: string;
  schema: z.ZodType<T>;
}

/** A failure worth another attempt with the same request id. */
class Retryable extends Error {}

/**
 * The PayPal REST calls the shop makes (Orders v2, refunds, webhook verification), over fetch
 * with explicit timeouts and retries that reuse the request id, so a retry never pays twice.
 */
export class PayPalClient {
  private token: { value: string; renewAt: number } | undefined;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: PayPalClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retries = options.retries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 250;
  }

  createOrder(input: {
    reference: string;
    amount: string;
    currency: string;
    description: string;
  }): Promise<PayPalOrder> {
    return this.request('POST', '/v2/checkout/orders', {
      requestId: `create-${input.reference}`,
      schema: PayPalOrderSchema,
      body: JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.reference,
            custom_id: input.reference,
            invoice_id: input.reference,
            description: input.description.slice(0, 127),
            amount: { currency_code: input.currency, value: input.amount },
          },
        ],
      }),
    });
  }

  getOrder(orderId: string): Promise<PayPalOrder> {
    return this.request('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, {
      schema: PayPalOrderSchema,
    });
  }

  captureOrder(orderId: string): Promise<PayPalOrder> {
    return this.request('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      requestId: `capture-${orderId}`,
      schema: PayPalOrderSchema,
      body: '{}',
    });
  }

  refundCapture(
    captureId: string,
    input: { amount: string; currency: string; reference: string },
  ): Promise<PayPalRefund> {
    return this.request('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
      requestId: `refund-${input.reference}`,
      schema: PayPalRefundSchema,
      body: JSON.stringify({
        amount: { value: input.amount, currency_code: input.currency },
        custom_id: input.reference,
      }),
    });
  }

  /** True when PayPal confirms the delivery was signed by it for our webhook. */
  async verifyWebhookSignature({ webhookId, headers, rawEvent }: WebhookSignatureInput) {
    const fields = JSON.stringify({
      auth_algo: headers['paypal-auth-algo'],
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: webhookId,
    });
    // The event goes in as received: re-serialising it can change the bytes that were signed.
    const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
    const answer = await this.request('POST', '/v1/notifications/verify-webhook-signature', {
      schema: VerificationSchema,
      body,
    });
    return answer.verification_status === 'SUCCESS';
  }

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    options: RequestOptions<T>,
  ): Promise<T> {
    let problem = 'no answer';
    for (let attempt = 0; attempt <= this.retries; attempt++) {
      if (attempt > 0) await sleep(this.retryDelayMs * attempt);
      try {
        return await this.attempt(method, path, options);
      } catch (error) {
        if (!(error instanceof Retryable) && !isNetworkFailure(error)) throw error;
        problem = (error as Error).message;
      }
    }
    throw new PayPalUnavailableError(`PayPal did not answer ${method} ${path}: ${problem}`);
  }

  /** One attempt; an expired token is renewed once, within the attempt. */
  private async attempt<T>(
    method: 'GET' | 'POST',
    path: string,
    { body, requestId, schema }: RequestOptions<T>,
  ): Promise<T> {
    const send = async () =>
      this.fetchWithTimeout(path, {
        method,
        headers: {
          authorization: `Bearer ${await this.accessToken()}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        ...(body === undefined ? {} : { body }),
      });
    let response = await send();
    if (response.status === 401) {
      await response.body?.cancel();
      this.token = undefined;
      response = await send();
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      throw new Retryable(`HTTP ${response.status}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw apiError(response.status, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new PayPalUnavailableError(`PayPal's answer to ${method} ${path} was not understood.`);
    }
    return parsed.data;
  }

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.renewAt) return this.token.value;
    const { clientId, clientSecret } = this.options;
    const response = await this.fetchWithTimeout('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      throw new Retryable(`sign-in answered HTTP ${response.status}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw apiError(response.status, json, 'PayPal refused our credentials.');
    const token = TokenSchema.safeParse(json);
    if (!token.success) throw new PayPalUnavailableError('PayPal sign-in was not understood.');
    const lifetimeMs = token.data.expires_in * 1000;
    this.token = {
      value: token.data.access_token,
      renewAt: Date.now() + lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 2),
    };
    return this.token.value;
  }

  private fetchWithTimeout(path: string, init: RequestInit): Promise<Response> {
    return fetch(`${this.options.apiBase}${path}`, {
      ...init,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }
}

function apiError(status: number, json: unknown, fallback?: string): PayPalApiError {
  const parsed = ErrorSchema.safeParse(json);
  const error = parsed.success ? parsed.data : {};
  return new PayPalApiError(
    status,
    error.name,
    error.details?.[0]?.issue,
    fallback ?? error.message ?? `PayPal answered ${status}.`,
  );
}

/** fetch rejects with a TypeError on network failures, and a DOMException on its timeout. */
function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (error instanceof DOMException &&
      (error.name === 'TimeoutError' || error.name === 'AbortError'))
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
