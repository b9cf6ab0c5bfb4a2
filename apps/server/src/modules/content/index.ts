import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseFault } from '../../db/database-fault';
import { contactRoutes } from './contact.routes';
import { contentAdminRoutes } from './content-admin.routes';
import { contentApiRoutes } from './content.routes';
import { defaultContentDir, loadContent } from './content.loader';
import { CONTENT_TAG } from './content.routes';
import { handleContentJobs } from './content.job-handlers';
import { contentDueJob } from './content.jobs';
import { ContentService } from './content.service';
import { feedRoutes } from './feeds.routes';
import { homePageRoutes } from './home-page.routes';
import { HomePageService } from './home-page.service';
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
 * Fills an empty content table from the files, and writes the home page's first row. A shop
 * whose database cannot be reached still starts, answering 503 until it is back (the outage
 * gate): the seeding then waits for the next start, which a fresh database needs anyway to be
 * migrated (until then the home page shows the seed's values).
 */
async function seedContent(
  app: FastifyInstance,
  content: ContentService,
  home: HomePageService,
  seeds: Parameters<ContentService['seed']>[0],
): Promise<void> {
  try {
    const seeded = await content.seed(seeds);
    if (seeded > 0) app.log.info({ entries: seeded }, 'content table seeded from content/');
    if (await home.seed()) app.log.info('home page seeded');
  } catch (error) {
    if (!databaseFault(error)) throw error;
    app.log.warn({ err: error }, 'content table not seeded: the database is unreachable');
  }
}

/**
 * Storefront content: the content API and its back-office editor, the home page's hero and
 * featured products, the news and blog feeds, print templates, the contact form, sitemap and
 * robots.txt. The Markdown files are read and checked
 * at every start (a bad file stops it) and seed the content table the first time; from then on
 * the shop shows what staff wrote in the back-office.
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  const files = await loadContent(options.contentDir ?? defaultContentDir());
  const content = new ContentService(app.db, app.jobs);
  const home = new HomePageService(app.db);
  handleContentJobs(app.jobs, app.catalogCache);
  await seedContent(app, content, home, files.seeds);
  await app.register(contentApiRoutes(content));
  await app.register(contentAdminRoutes(content));
  await app.register(homePageRoutes(home));
  await app.register(feedRoutes(content));
  await app.register(printTemplateRoutes);
  await app.register(contactRoutes);
  await app.register(seoRoutes(content));
};
export { contactMailSamples } from './contact.mail-samples';
