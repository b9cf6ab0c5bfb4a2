import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes } from './contact.routes';
import { contentApiRoutes } from './content.routes';
import { defaultContentDir, loadContent } from './content.loader';
import { printTemplateRoutes } from './print-templates.routes';
import { seoRoutes } from './seo.routes';

export { ContentError, loadContent, type SiteContent } from './content.loader';

export interface ContentRoutesOptions {
  /** The Markdown folder; the repository's `content/` by default. */
  contentDir?: string;
}

/**
 * Storefront content: the Markdown content API, print templates, the contact form, sitemap and
 * robots.txt. The content is read and checked once here, so a bad file stops the start.
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  const content = await loadContent(options.contentDir ?? defaultContentDir());
  await app.register(contentApiRoutes(content));
  await app.register(printTemplateRoutes);
  await app.register(contactRoutes);
  await app.register(seoRoutes(content));
};
export { contactMailSamples } from './contact.mail-samples';
