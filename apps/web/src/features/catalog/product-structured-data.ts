import {
  centsToAmount,
  CURRENCY,
  dollarsToCents,
  RATING_MAX,
  RATING_MIN,
  type Product,
  type PublicReview,
} from '@backlit/domain';
import { storageUrl } from '../../lib/product-image';

/**
 * schema.org Product for search engines, with absolute URLs as they require. Its rating and
 * reviews are there only when approved reviews exist: search engines penalise invented ones.
 */
export function productJsonLd(product: Product, origin: string, reviews: PublicReview[] = []) {
  const url = new URL(`/product/${product.slug}`, origin).href;
  const images = [product.image, ...product.additional_images].filter(
    (image): image is string => image !== null,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(images.length > 0 && {
      image: images.map((image) => new URL(storageUrl(image), origin).href),
    }),
    description: product.description,
    category: product.subCategory
      ? `${product.category.name} > ${product.subCategory.nameSubCategory}`
      : product.category.name,
    offers: {
      '@type': 'Offer',
      price: centsToAmount(dollarsToCents(product.originalPrice)),
      priceCurrency: CURRENCY,
      availability:
        product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
    ...(product.rating.average !== null &&
      product.rating.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating.average,
          reviewCount: product.rating.count,
          bestRating: RATING_MAX,
          worstRating: RATING_MIN,
        },
        ...(reviews.length > 0 && {
          review: reviews.map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.body,
            datePublished: review.created_at.slice(0, 10),
            author: { '@type': 'Person', name: review.author },
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: RATING_MAX,
              worstRating: RATING_MIN,
            },
          })),
        }),
      }),
  };
}

/** The product's place in the shop, as the page's breadcrumb shows it. */
export function productBreadcrumbs(product: Product): { path: string; label: string }[] {
  return [
    { path: '/', label: 'Home' },
    { path: '/allproducts', label: 'Shop' },
    { path: `/category/${product.category.path}`, label: product.category.name },
    ...(product.subCategory
      ? [{ path: `/${product.subCategory.path}`, label: product.subCategory.nameSubCategory }]
      : []),
  ];
}

/** schema.org BreadcrumbList: the breadcrumb trail search results show instead of the URL. */
export function breadcrumbJsonLd(product: Product, origin: string) {
  const trail = [
    ...productBreadcrumbs(product),
    { path: `/product/${product.slug}`, label: product.name },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ path, label }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: label,
      item: new URL(path, origin).href,
    })),
  };
}
