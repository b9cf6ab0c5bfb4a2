import { centsToAmount, CURRENCY, dollarsToCents, type Product } from '@backlit/domain';
import { storageUrl } from '../../lib/product-image';

/** schema.org Product for search engines, with absolute URLs as they require. */
export function productJsonLd(product: Product, origin: string) {
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
  };
}

/** JSON for a <script> element: `<` escaped so the text can never close the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
