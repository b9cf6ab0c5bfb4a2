import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, makeProduct, productPage } from '../../../../test/catalog-fixtures';
import { answer, fakeApi } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

/** A product card's photo (hidden from screen readers: the card's name link says it). */
const cardPhoto = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('article')!.querySelector('img')!;

/** Each photo's loading and fetch priority, in page order. */
const photoPriorities = (images: HTMLElement[]) =>
  images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]);

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  api.on('GET /api/getCategory', () => answer(200, { categories: CATEGORIES }));
});

describe('photo priority (largest paint first)', () => {
  it("loads a list's first row at once, its first photo first, and the rest when near", async () => {
    const products = Array.from({ length: 5 }, () => makeProduct());
    api.on('GET /api/fetchProducts/all', () => productPage(products));
    renderRoute('/allproducts');
    const photos = await Promise.all(products.map((product) => cardPhoto(product.name)));
    expect(photoPriorities(photos)).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it("loads a product page's main photo first, its thumbnails and related products when near", async () => {
    const product = makeProduct({
      name: 'Wall Frame',
      slug: 'wall-frame',
      additional_images: ['products/side-800.webp'],
    });
    const related = makeProduct({ name: 'Table Frame' });
    api.on('GET /api/product/wall-frame', () => answer(200, { product, related: [related] }));
    renderRoute('/product/wall-frame');
    const main = await screen.findByRole('img', { name: 'Wall Frame, photo 1 of 2' });
    expect(photoPriorities([main])).toEqual([['eager', 'high']]);
    const thumbnails = screen
      .getByRole('list', { name: 'Product photos' })
      .querySelectorAll<HTMLElement>('img');
    expect(photoPriorities([...thumbnails])).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
    expect(photoPriorities([await cardPhoto('Table Frame')])).toEqual([['lazy', null]]);
  });
});
