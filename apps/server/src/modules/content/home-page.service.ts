import {
  centsToDollars,
  type AdminHomePage,
  type HomeFeaturedProduct,
  type HomePage,
  type HomePageInput,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { invalidData } from '../../platform/errors';
import {
  HomePageRepository,
  type FeaturedProductRow,
  type HomePageRow,
  type HomePageValues,
} from './home-page.repository';

/**
 * What the home page showed while it was written in the web app's code: the first row of a new
 * shop, so the demo looks the same. No featured products: the page then shows its best sellers.
 */
export const HOME_PAGE_SEED: HomePageValues = {
  eyebrow: 'Foldable backlit display frames',
  heading: 'Light up your booth in',
  headingAccent: '5 minutes',
  text:
    'Foldable LED frames with printed fabric banners for trade shows, retail and events. ' +
    'Frames up to 9.84 ft, shipped from stock to the USA and Canada.',
  buttons: [
    { label: 'Shop all frames', href: '/allproducts' },
    { label: 'Print instructions', href: '/print-instruction' },
  ],
  image: null,
  featuredProductIds: [],
};

export const UNKNOWN_PRODUCTS = 'These products do not exist (any more):';

function toCard(row: FeaturedProductRow): HomeFeaturedProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    originalPrice: centsToDollars(row.priceCents),
    sellingPrice: row.compareAtPriceCents === null ? null : centsToDollars(row.compareAtPriceCents),
  };
}

/**
 * The home page's hero and featured products. A featured product deleted since it was picked is
 * left out of the page (the others keep their order); saving refuses ids that name no product.
 */
export class HomePageService {
  private readonly repository: HomePageRepository;

  constructor(db: Database) {
    this.repository = new HomePageRepository(db);
  }

  /** Writes the first row when there is none; true when it did. */
  seed(): Promise<boolean> {
    return this.repository.seed(HOME_PAGE_SEED);
  }

  /** The page as the shop shows it, with the ids it features (to tag the cached answer). */
  async page(): Promise<{ home: HomePage; productIds: number[] }> {
    const row = await this.row();
    return { home: await this.toPage(row), productIds: row.featuredProductIds };
  }

  async forEditor(): Promise<AdminHomePage> {
    const row = await this.row();
    return { ...(await this.toPage(row)), updated_at: row.updatedAt.toISOString() };
  }

  async save(actor: AuditActor, input: HomePageInput): Promise<AdminHomePage> {
    const ids = input.featured_product_ids;
    const found = new Set((await this.repository.productCards(ids)).map((card) => card.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw invalidData({ featured_product_ids: [`${UNKNOWN_PRODUCTS} ${missing.join(', ')}.`] });
    }
    const row = await this.repository.save(
      {
        eyebrow: input.eyebrow,
        heading: input.heading,
        headingAccent: input.heading_accent,
        text: input.text,
        buttons: input.buttons,
        image: input.image ? { src: input.image.src, alt: input.image.alt } : null,
        featuredProductIds: ids,
      },
      actor,
      {
        area: 'content',
        action: 'content.home',
        summary: `Changed the home page: “${[input.heading, input.heading_accent].join(' ').trim()}”, ${describeFeatured(ids.length)}`,
      },
    );
    return { ...(await this.toPage(row)), updated_at: row.updatedAt.toISOString() };
  }

  /** The saved row, or the seed's values while there is none (a start whose seeding failed). */
  private async row(): Promise<HomePageRow> {
    return (await this.repository.get()) ?? { id: 1, ...HOME_PAGE_SEED, updatedAt: new Date(0) };
  }

  private async toPage(row: HomePageRow): Promise<HomePage> {
    const cards = new Map(
      (await this.repository.productCards(row.featuredProductIds)).map((card) => [card.id, card]),
    );
    return {
      eyebrow: row.eyebrow,
      heading: row.heading,
      heading_accent: row.headingAccent,
      text: row.text,
      buttons: row.buttons,
      image: row.image ?? null,
      featured: row.featuredProductIds.flatMap((id) => {
        const card = cards.get(id);
        return card ? [toCard(card)] : [];
      }),
    };
  }
}

function describeFeatured(count: number): string {
  if (count === 0) return 'featuring its best sellers';
  return `featuring ${count} picked product${count === 1 ? '' : 's'}`;
}
