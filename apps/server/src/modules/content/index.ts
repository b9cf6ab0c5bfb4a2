import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes } from './contact.routes';
import { contentAdminRoutes } from './content-admin.routes';
import { contentApiRoutes } from './content.routes';
import { defaultContentDir, loadContent } from './content.loader';
import { CONTENT_TAG } from './content.routes';
import { contentDueJob, ContentService } from './content.service';
import { feedRoutes } from './feeds.routes';
import { printTemplateRoutes } from './print-templates.routes';
import { seoRoutes } from './seo.routes';

export { ContentError, loadContent, type SiteContent } from './content.loader';
export { CONTENT_TAG };
export { contentDueJob };

export interface ContentRoutesOptions {
  /** The Markdown folder the content table is seeded from; the repository's `content/` by default. */
  contentDir?: string;
}

/**
 * Storefront content: the content API and its back-office editor, the news and blog feeds, print
 * templates, the contact form, sitemap and robots.txt. The Markdown files are read and checked
 * at every start (a bad file stops it) and seed the content table the first time; from then on
 * the shop shows what staff wrote in the back-office.
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  const files = await loadContent(options.contentDir ?? defaultContentDir());
  const content = new ContentService(app.db, app.jobs);
  // Whichever instance runs it drops its caches and, through the change messages, the others'.
  app.jobs.handle(contentDueJob, async () => app.catalogCache.invalidate([CONTENT_TAG]));
  const seeded = await content.seed(files.seeds);
  if (seeded > 0) app.log.info({ entries: seeded }, 'content table seeded from content/');
  await app.register(contentApiRoutes(content));
  await app.register(contentAdminRoutes(content));
  await app.register(feedRoutes(content));
  await app.register(printTemplateRoutes);
  await app.register(contactRoutes);
  await app.register(seoRoutes(content));
};
export { contactMailSamples } from './contact.mail-samples';
