import {
  AdminTaxCertificateResponseSchema,
  AdminTaxCertificatesQuerySchema,
  AdminTaxCertificatesResponseSchema,
  RefuseTaxCertificateRequestSchema,
  TAX_CERTIFICATE_MESSAGES,
  TaxCertificateParamsSchema,
  TaxCertificateResponseSchema,
  TaxCertificatesResponseSchema,
  TaxExemptionExportQuerySchema,
} from '@backlit/domain';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import { signedInUser } from '../auth';
import { CERTIFICATE_FORM_LIMITS, readCertificateForm } from './certificate-form';
import { handleTaxExemptionJobs } from './tax-exemptions.job-handlers';
import { TaxExemptionsService } from './tax-exemptions.service';
import { scheduleHourlySweep } from '../../platform/hourly-sweep';
import { certificateRemindersSweepJob } from './tax-exemptions.jobs';

export const TAX_EXEMPTIONS_TAG = 'tax exemptions';

/** Streams a certificate's PDF, shown in the browser (never sniffed as anything else). */
async function sendPdf(
  reply: FastifyReply,
  files: FileStorage,
  certificate: { fileName: string; number: string },
) {
  const stream = await files.read(certificate.fileName).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new AppError('NOT_FOUND', TAX_CERTIFICATE_MESSAGES.notFound);
    throw error;
  });
  const name = `certificate-${certificate.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
  return reply
    .header('content-disposition', `inline; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .type('application/pdf')
    .send(stream);
}

/**
 * Tax-exempt certificates: the company's (`/api/account/company/tax-certificates…`, signed in,
 * never cached) and the staff's review and filing export (`/api/admin/tax-…`).
 */
export const taxExemptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: CERTIFICATE_FORM_LIMITS, throwFileSizeLimit: false });
  const service = new TaxExemptionsService({
    db: app.db,
    config: app.config,
    shop: app.shop,
    mailer: app.mailer,
    jobs: app.jobs,
    files: app.privateFiles,
  });
  handleTaxExemptionJobs(app.jobs, service);
  scheduleHourlySweep(app, certificateRemindersSweepJob);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user;

  app.get(
    '/api/account/company/tax-certificates',
    {
      schema: {
        tags: [TAX_EXEMPTIONS_TAG],
        summary: "The company's tax-exempt certificates, newest first",
        response: { 200: TaxCertificatesResponseSchema, ...errorResponses(401, 404) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      certificates: await service.mine(actor(request).id),
    }),
  );

  app.post(
    '/api/account/company/tax-certificates',
    {
      schema: {
        tags: [TAX_EXEMPTIONS_TAG],
        summary:
          'Uploads a certificate for review (its admin): multipart with form, number, country, state, expires_on and the PDF as file',
        consumes: ['multipart/form-data'],
        response: { 201: TaxCertificateResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { fields, pdf } = await readCertificateForm(request);
      const certificate = await service.upload(actor(request), fields, pdf);
      reply.code(201);
      return {
        status: 201 as const,
        message: 'Certificate sent for review.',
        certificate,
      };
    },
  );

  app.get(
    '/api/account/company/tax-certificates/:id/file',
    {
      schema: {
        tags: [TAX_EXEMPTIONS_TAG],
        summary: "A certificate's PDF (the company's admins)",
        params: TaxCertificateParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(401, 403, 404) },
      },
      config: { access: 'user' },
    },
    async (request, reply) =>
      sendPdf(reply, app.privateFiles, await service.fileOf(actor(request).id, request.params.id)),
  );

  // --- back-office ---------------------------------------------------------------------------

  app.get(
    '/api/admin/tax-certificates',
    {
      schema: {
        tags: [TAX_EXEMPTIONS_TAG],
        summary: 'Certificates in one status (pending by default), the oldest first',
        querystring: AdminTaxCertificatesQuerySchema,
        response: { 200: AdminTaxCertificatesResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      certificates: await service.list(request.query.status),
    }),
  );

  app.get(
    '/api/admin/tax-certificates/:id/file',
    {
      schema: {
        tags: [TAX_EXEMPTIONS_TAG],
        summary: "A certificate's PDF",
        params: TaxCertificateParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(401, 403, 404) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) =>
      sendPdf(reply, app.privateFiles, await service.staffFile(request.params.id)),
  );

  app.post(
    '/api/admin/tax-certificates/:id/approve',
    {
      schema: {
        tags: [TAX_EXEMPTIONS_TAG],
        summary: "Approves a pending certificate; the company's admins are e-mailed",
        params: TaxCertificateParamsSchema,
        response: {
          200: AdminTaxCertificateResponseSchema,
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Certificate approved.',
      certificate: await service.review(actor(request), request.params.id, { approved: true }),
    }),
  );

  app.post(
    '/api/admin/tax-certificates/:id/refuse',
    {
      schema: {
        tags: [TAX_EXEMPTIONS_TAG],
        summary: "Refuses a pending certificate with a reason; the company's admins are e-mailed",
        params: TaxCertificateParamsSchema,
        body: RefuseTaxCertificateRequestSchema,
        response: {
          200: AdminTaxCertificateResponseSchema,
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Certificate refused.',
      certificate: await service.review(actor(request), request.params.id, {
        approved: false,
        reason: request.body.reason,
      }),
    }),
  );

  app.get(
    '/api/admin/tax-exemptions/export',
    {
      schema: {
        tags: [TAX_EXEMPTIONS_TAG],
        summary: 'The exempt sales of a month as CSV, for filing',
        querystring: TaxExemptionExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv'), ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(request.query.month);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="tax-exempt-sales-${request.query.month}.csv"`,
        )
        .send(csv);
    },
  );
};
