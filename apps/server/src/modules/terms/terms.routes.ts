import {
  AdminCompanyParamsSchema,
  CompanyInvoiceParamsSchema,
  CompanyTermsResponseSchema,
  CreditNoteParamsSchema,
  GrantTermsRequestSchema,
  ReceivablesResponseSchema,
  RecordInvoicePaymentRequestSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { PdfDownloadSchema, sendPdfDownload } from '../../platform/pdf-download';
import { signedInUser } from '../auth';
import { handleTermsJobs } from './terms.job-handlers';
import { TermsService } from './terms.service';
import { scheduleHourlySweep } from '../../platform/hourly-sweep';
import { invoiceRemindersSweepJob } from './terms.jobs';

const TERMS_TAG = 'terms';

/** What staff are told of an entry, recorded now or found recorded before. */
const RECORDED_MESSAGES = {
  received: { now: 'Payment recorded.', before: 'This payment was recorded before.' },
  returned: {
    now: 'Money returned recorded: the invoice owes it again.',
    before: 'This money returned was recorded before.',
  },
} as const;

/**
 * Buying on account: a company's terms, invoices, statement and credit notes for its members
 * (`/api/account/company/…`), and for staff with granting terms and recording payments
 * (`/api/admin/companies/{id}/terms…`, `/api/admin/company-invoices/{id}/payments`,
 * `/api/admin/credit-notes/…`, `/api/admin/receivables`). Never cached.
 */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const terms = new TermsService(app.db);
  handleTermsJobs(app.jobs, {
    db: app.db,
    mailer: app.mailer,
    shop: app.shop,
    config: app.config,
  });
  scheduleHourlySweep(app, invoiceRemindersSweepJob);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const user = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user;

  app.get(
    '/api/account/company/terms',
    {
      schema: {
        tags: [TERMS_TAG],
        summary:
          "The company's terms, credit limit, open balance and (for its admins) invoices; null terms when it buys with PayPal only",
        response: { 200: CompanyTermsResponseSchema, ...errorResponses(401, 404) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      terms: await terms.forMember(user(request).id),
    }),
  );

  app.get(
    '/api/account/company/statement.pdf',
    {
      schema: {
        tags: [TERMS_TAG],
        summary: "The company's statement of account (PDF), for its admins",
        produces: ['application/pdf'],
        response: { 200: PdfDownloadSchema, ...errorResponses(401, 403, 404) },
      },
      config: { access: 'user' },
    },
    async (request, reply) =>
      sendPdfDownload(
        reply,
        await terms.statementForMember(user(request).id, await app.shop.get()),
      ),
  );

  app.get(
    '/api/account/company/credit-notes/:number/credit-note.pdf',
    {
      schema: {
        tags: [TERMS_TAG],
        summary: "A credit note (PDF), for the buyer who placed its order and the company's admins",
        params: CreditNoteParamsSchema,
        produces: ['application/pdf'],
        response: { 200: PdfDownloadSchema, ...errorResponses(401, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request, reply) =>
      sendPdfDownload(
        reply,
        await terms.creditNoteForMember(
          user(request).id,
          request.params.number,
          await app.shop.get(),
        ),
      ),
  );

  app.get(
    '/api/admin/credit-notes/:number/credit-note.pdf',
    {
      schema: {
        tags: [TERMS_TAG],
        summary: 'A credit note against an invoice on account (PDF)',
        params: CreditNoteParamsSchema,
        produces: ['application/pdf'],
        response: { 200: PdfDownloadSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) =>
      sendPdfDownload(reply, await terms.creditNote(request.params.number, await app.shop.get())),
  );

  app.get(
    '/api/admin/receivables',
    {
      schema: {
        tags: [TERMS_TAG],
        summary:
          'What every company owes on account, aged by days past the due day (as of the shop’s day), longest overdue first',
        response: { 200: ReceivablesResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, ...(await terms.receivables()) }),
  );

  app.get(
    '/api/admin/companies/:id/terms',
    {
      schema: {
        tags: [TERMS_TAG],
        summary: "A company's terms, balance and every invoice with its payments",
        params: AdminCompanyParamsSchema,
        response: { 200: CompanyTermsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({ status: 200 as const, terms: await terms.forStaff(request.params.id) }),
  );

  app.put(
    '/api/admin/companies/:id/terms',
    {
      schema: {
        tags: [TERMS_TAG],
        summary:
          'Grants a company net terms and a credit limit, or (net days null) takes them away',
        params: AdminCompanyParamsSchema,
        body: GrantTermsRequestSchema,
        response: { 200: CompanyTermsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Terms saved.',
      terms: await terms.grant(user(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/company-invoices/:id/payments',
    {
      schema: {
        tags: [TERMS_TAG],
        summary:
          'Records money received against an invoice on account (whole or part), or returned to the company; the same reference or idempotency key is recorded once per kind',
        params: CompanyInvoiceParamsSchema,
        body: RecordInvoicePaymentRequestSchema,
        response: { 200: CompanyTermsResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const { companyId, recorded } = await terms.recordPayment(
        user(request),
        request.params.id,
        request.body,
      );
      return {
        status: 200 as const,
        message: RECORDED_MESSAGES[request.body.kind][recorded ? 'now' : 'before'],
        terms: await terms.forStaff(companyId),
      };
    },
  );

  app.get(
    '/api/admin/companies/:id/statement.pdf',
    {
      schema: {
        tags: [TERMS_TAG],
        summary: "A company's statement of account (PDF)",
        params: AdminCompanyParamsSchema,
        produces: ['application/pdf'],
        response: { 200: PdfDownloadSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) =>
      sendPdfDownload(reply, await terms.statement(request.params.id, await app.shop.get())),
  );
};
