import {
  CreatedQuoteResponseSchema,
  CreateQuoteRequestSchema,
  PriceQuoteRequestSchema,
  QuoteParamsSchema,
  QuoteResponseSchema,
  QuotesQuerySchema,
  QuotesResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { PdfDownloadSchema, sendPdfDownload } from '../../platform/pdf-download';
import { signedInUser } from '../auth';
import { handleQuoteJobs } from './quotes.job-handlers';
import { QuotesService, StaffQuotesService } from './quotes.service';

export const QUOTES_TAG = 'quotes';

/**
 * Quotes: the buyer's (`/api/account/quotes…`: ask, list, view, PDF, accept, decline; another
 * buyer's quote answers 404) and the staff's (`/api/admin/quotes…`: list, view, price, send,
 * withdraw). Never cached.
 */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    config: app.config,
    shop: app.shop,
    mailer: app.mailer,
    jobs: app.jobs,
  };
  const quotes = new QuotesService(deps);
  const staff = new StaffQuotesService(deps);
  handleQuoteJobs(app.jobs, staff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user;
  const schema = <T extends object>(summary: string, extra: T) => ({
    tags: [QUOTES_TAG],
    summary,
    ...extra,
  });
  const answer = async (quote: ReturnType<QuotesService['one']>, message?: string) => ({
    status: 200 as const,
    ...(message ? { message } : {}),
    quote: await quote,
  });
  const one = {
    params: QuoteParamsSchema,
    response: { 200: QuoteResponseSchema, ...errorResponses(401, 404, 422) },
  };
  const change = {
    params: QuoteParamsSchema,
    response: { 200: QuoteResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
  };
  const pdf = {
    params: QuoteParamsSchema,
    produces: ['application/pdf'],
    response: { 200: PdfDownloadSchema, ...errorResponses(401, 403, 404, 422) },
  };

  app.post(
    '/api/account/quotes',
    {
      schema: schema(
        'Asks for a quote: lines (quantities beyond the cart cap), a note, a needed-by day',
        {
          body: CreateQuoteRequestSchema,
          response: { 201: CreatedQuoteResponseSchema, ...errorResponses(401, 422) },
        },
      ),
      config: { access: 'user' },
    },
    async (request, reply) => {
      const quote = await quotes.create(actor(request), request.body);
      reply.code(201);
      return {
        status: 201 as const,
        message: 'Quote requested. We will e-mail you when it is priced.',
        quote,
      };
    },
  );

  app.get(
    '/api/account/quotes',
    {
      schema: schema("The buyer's quotes (a company admin's include the company's), newest first", {
        querystring: QuotesQuerySchema,
        response: { 200: QuotesResponseSchema, ...errorResponses(401, 422) },
      }),
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await quotes.mine(actor(request).id, request.query)),
    }),
  );

  app.get(
    '/api/account/quotes/:id',
    { schema: schema('One of the buyer’s quotes', one), config: { access: 'user' } },
    async (request) => answer(quotes.one(actor(request).id, request.params.id)),
  );

  app.get(
    '/api/account/quotes/:id/quote.pdf',
    { schema: schema('A sent quote as a PDF', pdf), config: { access: 'user' } },
    async (request, reply) =>
      sendPdfDownload(
        reply,
        await quotes.pdf(actor(request).id, request.params.id, await app.shop.get()),
      ),
  );

  app.post(
    '/api/account/quotes/:id/accept',
    {
      schema: schema('Accepts a sent quote; checkout can then pay exactly it', change),
      config: { access: 'user' },
    },
    async (request) => answer(quotes.accept(actor(request), request.params.id), 'Quote accepted.'),
  );

  app.post(
    '/api/account/quotes/:id/decline',
    { schema: schema('Declines a sent or accepted quote', change), config: { access: 'user' } },
    async (request) => answer(quotes.decline(actor(request), request.params.id), 'Quote declined.'),
  );

  app.get(
    '/api/admin/quotes',
    {
      schema: schema('Quotes for staff, newest first, by state', {
        querystring: QuotesQuerySchema,
        response: { 200: QuotesResponseSchema, ...errorResponses(401, 403, 422) },
      }),
      config: { access: 'admin' },
    },
    async (request) => ({ status: 200 as const, ...(await staff.all(request.query)) }),
  );

  app.get(
    '/api/admin/quotes/:id',
    { schema: schema('One quote, for staff', change), config: { access: 'admin' } },
    async (request) => answer(staff.one(request.params.id)),
  );

  app.get(
    '/api/admin/quotes/:id/quote.pdf',
    { schema: schema('A priced quote as a PDF, for staff', pdf), config: { access: 'admin' } },
    async (request, reply) =>
      sendPdfDownload(reply, await staff.pdf(request.params.id, await app.shop.get())),
  );

  app.put(
    '/api/admin/quotes/:id',
    {
      schema: schema("Sets a requested quote's line prices, shipping and last day", {
        ...change,
        body: PriceQuoteRequestSchema,
      }),
      config: { access: 'admin' },
    },
    async (request) =>
      answer(staff.price(actor(request), request.params.id, request.body), 'Quote prices saved.'),
  );

  app.post(
    '/api/admin/quotes/:id/send',
    {
      schema: schema('Sends a priced quote to the buyer (e-mail with its PDF)', change),
      config: { access: 'admin' },
    },
    async (request) => answer(staff.send(actor(request), request.params.id), 'Quote sent.'),
  );

  app.post(
    '/api/admin/quotes/:id/withdraw',
    { schema: schema('Withdraws a quote not yet ordered', change), config: { access: 'admin' } },
    async (request) =>
      answer(staff.withdraw(actor(request), request.params.id), 'Quote withdrawn.'),
  );
};
