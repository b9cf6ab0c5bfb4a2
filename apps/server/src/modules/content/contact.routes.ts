import {
  CONTACT_MIN_FILL_MS,
  CONTACT_PATH,
  CONTACT_RATE_LIMIT,
  CONTACT_SENT_MESSAGE,
  ContactRequestSchema,
  ContactResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { perIpRateLimit } from '../../platform/rate-limits';
import { contactMail, type ContactMessage } from './contact.mail';

const tooMany = (wait: string) =>
  `You have sent several messages in a short time. Please try again in ${wait}, or call us.`;

/** Signs of a bot that a person never shows: the hidden field filled, or the form sent at once. */
export function spamReason(message: ContactMessage, now = Date.now()): string | undefined {
  if (message.website && message.website.trim() !== '') return 'honeypot filled';
  if (message.started_at !== undefined && now - message.started_at < CONTACT_MIN_FILL_MS) {
    return 'sent too fast';
  }
  return undefined;
}

/**
 * POST /api/contact: e-mails the shop. Spam gets the same answer as a real message (so a bot
 * learns nothing) but nothing is sent.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CONTACT_PATH,
    {
      schema: {
        tags: ['content'],
        summary: 'Sends a message to the shop from the contact form',
        body: ContactRequestSchema,
        response: { 200: ContactResponseSchema, ...errorResponses(422, 429) },
      },
      config: {
        access: 'public',
        rateLimit: perIpRateLimit({ ...CONTACT_RATE_LIMIT, message: tooMany }),
      },
    },
    async (request) => {
      const message = request.body;
      const spam = spamReason(message);
      if (spam) {
        request.log.warn({ reason: spam }, 'contact form spam dropped');
        return { status: 200 as const, message: CONTACT_SENT_MESSAGE };
      }
      const mail = contactMail(await app.shop.get(), message, request.ip);
      try {
        await app.mailer.send(mail);
      } catch (error) {
        // Keep the message in the log so it is not lost, then answer 500 with a reference.
        request.log.error({ err: error, contact: { ...message } }, 'contact message not sent');
        throw error;
      }
      request.log.info({ subject: mail.subject }, 'contact message sent');
      return { status: 200 as const, message: CONTACT_SENT_MESSAGE };
    },
  );
};
