import { MessageResponseSchema } from '@backlit/domain';
import { errorCodes, type FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../platform/errors';
import { perIpRateLimit } from '../../platform/rate-limits';
import { PaymentError } from './payment-provider';
import { handlePaymentJobs } from './payments.job-handlers';
import {
  PayPalEventSchema,
  PayPalWebhookService,
  type FullRefundHandler,
} from './paypal-webhook.service';

export const WEBHOOK_PATH = '/api/payments/paypal/webhook';
export const WEBHOOK_NOT_CONFIGURED = 'This shop takes no PayPal webhooks.';
export const WEBHOOK_REJECTED = 'The webhook signature could not be verified.';
export const WEBHOOK_UNVERIFIABLE =
  'PayPal could not confirm the webhook right now; send it again.';
export const EVENT_HANDLED = 'Event received.';
export const EVENT_REPLAYED = 'Event already handled.';

/** PayPal sends a few events per payment; far more from one address is an attack. */
const WEBHOOK_RATE_LIMIT = perIpRateLimit({
  max: 120,
  windowMs: 60_000,
  message: (wait) => `Too many webhook deliveries. Try again in ${wait}.`,
});

export interface PayPalWebhookRoutesOptions {
  onFullRefund: FullRefundHandler;
}

/**
 * PayPal's webhook (PAYMENT.CAPTURE.COMPLETED / DENIED / REFUNDED). Answers:
 * - 404 when the shop does not take PayPal webhooks (demo provider, or no PAYPAL_WEBHOOK_ID);
 * - 400 when PayPal does not confirm the signature (nothing changes);
 * - 502 when PayPal cannot be asked (PayPal delivers again later);
 * - 200 once handled, and 200 again for a replay of the same event id, which changes nothing.
 * Public (PayPal signs it; no cookie, so no CSRF check).
 */
export const paypalWebhookRoutes: FastifyPluginAsyncZod<PayPalWebhookRoutesOptions> = async (
  app,
  { onFullRefund },
) => {
  const service = new PayPalWebhookService(app.db, app.jobs, onFullRefund);
  handlePaymentJobs(app.jobs, service);
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const takesWebhooks =
    app.config.payment.provider === 'paypal' && Boolean(app.config.payment.webhookId);

  // Only for this plugin's route: keep the body's text, which is what PayPal signed.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });

  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'PayPal webhook: capture completed, denied or refunded (signature verified)',
        body: PayPalEventSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(400, 404, 422, 429, 502),
        },
      },
      config: { access: 'public', rateLimit: WEBHOOK_RATE_LIMIT },
    },
    async (request) => {
      if (!takesWebhooks) throw new AppError('NOT_FOUND', WEBHOOK_NOT_CONFIGURED);
      const genuine = await app.payments
        .verifyWebhook({
          headers: request.headers,
          event: request.body,
          rawBody: rawBodies.get(request),
        })
        .catch((error: unknown) => {
          if (error instanceof PaymentError) {
            throw new AppError('PAYMENT_UNAVAILABLE', WEBHOOK_UNVERIFIABLE);
          }
          throw error;
        });
      if (!genuine) throw new AppError('BAD_REQUEST', WEBHOOK_REJECTED);
      const outcome = await service.accept(request.body);
      return { status: 200, message: outcome === 'accepted' ? EVENT_HANDLED : EVENT_REPLAYED };
    },
  );
};
