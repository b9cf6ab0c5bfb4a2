import { FRAME_SIZES } from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { PrintTemplates } from './print-template';

/** A template changes only when the code does; the ETag lets clients revalidate after a week. */
const TEMPLATE_CACHE = 'public, max-age=604800';

const FileParamsSchema = z.object({ file: z.string().min(1).max(200) });

/** GET /api/print-templates/{frameSlug}.pdf — see printTemplatePath in the contract. */
export const printTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = new PrintTemplates(() => app.shop.get());

  app.get(
    '/api/print-templates/:file',
    {
      schema: {
        tags: ['content'],
        summary: `A frame's print template PDF at 1:1 size ({slug}.pdf; ${FRAME_SIZES.length} sizes)`,
        params: FileParamsSchema,
        // 200 is the PDF itself (an application/pdf attachment); 404 is the usual ApiError.
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const match = /^([a-z0-9-]+)\.pdf$/.exec(request.params.file);
      const template = match ? await templates.get(match[1]!) : undefined;
      if (!template)
        throw new AppError('NOT_FOUND', 'There is no print template for that frame size.');
      reply
        .header('cache-control', TEMPLATE_CACHE)
        .header('etag', template.etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === template.etag) return reply.code(304).send();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${template.filename}"`)
        .send(Buffer.from(template.bytes));
    },
  );
};
