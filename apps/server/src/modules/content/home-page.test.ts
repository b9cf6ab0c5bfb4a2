import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AdminHomePageResponseSchema,
  ApiErrorSchema,
  AuditResponseSchema,
  HomePageResponseSchema,
  type HomePageRequest,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp, makeTempDir } from '../../test/app';
import { createCategory, createProduct, deleteProduct } from '../../test/cart';
import { HOME_PAGE_SEED } from './home-page.service';

/**
 * The home page's hero and featured products: seeded with what the page showed in code, edited
 * by staff, and in the public answer and the rendered home page at once, caches and all. The
 * renderer stands in for the web build's: it reads the hero through the shop's API as the real
 * one does and prints what it read.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>Shop</title><!--page-head--></head>
  <body><div id="root"><!--page-body--></div></body>
</html>
`;

const RENDERER = `
let renders = 0;
export function createPageRenderer({ fetchApi }) {
  return {
    async render({ url }) {
      if (url !== '/') return { kind: 'shell', status: 404, noindex: true };
      const { home } = JSON.parse((await fetchApi('/api/content/home')).body);
      renders++;
      const cards = home.featured.map((product) => '<li>' + product.name + '</li>');
      return {
        kind: 'page',
        status: 200,
        head: '<title>Home</title>',
        body: '<h1>' + home.heading + '</h1><ul>' + cards.join('') + '</ul><p>render ' + renders + '</p>',
        state: '{}',
        chunks: [],
      };
    },
  };
}
`;

let app: App;
let staff: SignedIn;
let customer: SignedIn;
let categoryId: number;
let removeBuild: () => Promise<void>;

beforeAll(async () => {
  const build = await makeTempDir('backlit-home-');
  removeBuild = build.remove;
  const webDir = path.join(build.dir, 'dist');
  await mkdir(path.join(build.dir, 'dist-server'), { recursive: true });
  await mkdir(webDir, { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(build.dir, 'dist-server', 'entry-server.js'), RENDERER);
  app = await buildTestApp({ webDir });
  staff = await signInStaff(app);
  customer = await registerCustomer(app);
  categoryId = await createCategory(app, staff);
});
afterAll(async () => {
  await app?.close();
  await removeBuild?.();
});

const save = (payload: object, token = staff.token) =>
  app.inject({ method: 'PUT', url: '/api/admin/content/home', headers: bearer(token), payload });

async function publicHome() {
  const response = await app.inject({ method: 'GET', url: '/api/content/home' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toContain('no-cache');
  return HomePageResponseSchema.parse(response.json()).home;
}

const homeHtml = async () => (await app.inject({ method: 'GET', url: '/' })).body;
const renderCount = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

function hero(overrides: Partial<HomePageRequest> = {}): HomePageRequest {
  return {
    eyebrow: 'Trade show season',
    heading: 'Frames that sell your stand',
    heading_accent: 'before you speak',
    text: 'Bright, foldable and shipped from stock.',
    buttons: [
      { label: 'See the frames', href: '/allproducts' },
      { label: 'Our guide', href: 'https://guides.example.com/backlit' },
    ],
    image: null,
    featured_product_ids: [],
    ...overrides,
  };
}

describe('the home page', () => {
  it('starts with what the page showed in code, and no picked products', async () => {
    const home = await publicHome();
    expect(home.heading).toBe(HOME_PAGE_SEED.heading);
    expect(home.heading_accent).toBe('5 minutes');
    expect(home.buttons.map((button) => button.href)).toEqual([
      '/allproducts',
      '/print-instruction',
    ]);
    expect(home.featured).toEqual([]);
  });

  it('shows a staff save in the answer and the rendered page at once, and audits it', async () => {
    const before = renderCount(await homeHtml());
    // Kept: a second visit is the same render, and a second read the same answer.
    expect(renderCount(await homeHtml())).toBe(before);
    await publicHome();

    const lamp = await createProduct(app, staff, categoryId, { name: 'Glow Lamp', price: '40.00' });
    const frame = await createProduct(app, staff, categoryId, { name: 'Glow Frame' });
    const saved = await save(hero({ featured_product_ids: [lamp.id, frame.id] }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminHomePageResponseSchema.parse(saved.json()).home.heading).toBe(
      'Frames that sell your stand',
    );

    const home = await publicHome();
    expect(home.heading).toBe('Frames that sell your stand');
    expect(home.buttons[1]!.href).toBe('https://guides.example.com/backlit');
    // In the staff's order, with the catalogue's card fields.
    expect(home.featured.map((product) => [product.name, product.originalPrice])).toEqual([
      ['Glow Lamp', 40],
      ['Glow Frame', 19.99],
    ]);
    const rendered = await homeHtml();
    expect(renderCount(rendered)).toBeGreaterThan(before);
    expect(rendered).toContain('<h1>Frames that sell your stand</h1>');
    expect(rendered).toContain('<li>Glow Lamp</li><li>Glow Frame</li>');

    const audit = AuditResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/audit?area=content',
          headers: bearer(staff.token),
        })
      ).json(),
    );
    const entry = audit.entries.find((record) => record.action === 'content.home');
    expect(entry?.summary).toContain('Frames that sell your stand');
    expect(entry?.actor_email).toBe(staff.email);

    // A featured product deleted later is left out, here and in the rendered page, at once.
    await deleteProduct(app, staff, lamp.id);
    expect((await publicHome()).featured.map((product) => product.name)).toEqual(['Glow Frame']);
    expect(await homeHtml()).toContain('<ul><li>Glow Frame</li></ul>');
    const forEditor = await app.inject({
      method: 'GET',
      url: '/api/admin/content/home',
      headers: bearer(staff.token),
    });
    expect(forEditor.statusCode).toBe(200);
    expect(AdminHomePageResponseSchema.parse(forEditor.json()).home.featured).toHaveLength(1);
  });

  it('refuses customers and visitors', async () => {
    expect((await save(hero(), customer.token)).statusCode).toBe(403);
    const read = await app.inject({
      method: 'GET',
      url: '/api/admin/content/home',
      headers: bearer(customer.token),
    });
    expect(read.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/admin/content/home',
      payload: hero(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad input with 422 and a message per field, changing nothing', async () => {
    const before = await publicHome();
    const response = await save({
      ...hero(),
      heading: '  ',
      buttons: [
        { label: 'Run', href: 'javascript:alert(1)' },
        { label: 'Away', href: '//elsewhere.example' },
      ],
      image: { src: 'https://elsewhere.example/a.png', alt: '' },
      featured_product_ids: [1, 1],
    });
    expect(response.statusCode).toBe(422);
    const errors = ApiErrorSchema.parse(response.json()).validation_errors!;
    expect(errors.heading).toEqual(['The heading is required.']);
    expect(errors['buttons.0.href']).toEqual([
      'The link must be a page of the shop (starting with /) or an https:// address.',
    ]);
    expect(errors['buttons.1.href']).toHaveLength(1);
    expect(errors['image.src']).toEqual(['The picture must be one uploaded here.']);
    expect(errors.featured_product_ids).toEqual(['A product is featured once.']);

    const tooMany = await save({
      ...hero(),
      buttons: [1, 2, 3].map((n) => ({ label: `Button ${n}`, href: 'http://insecure.example' })),
      featured_product_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(tooMany.json()).validation_errors).toMatchObject({
      buttons: ['The hero has at most 2 buttons.'],
      featured_product_ids: ['Feature at most 8 products.'],
    });

    const unknown = await save(hero({ featured_product_ids: [2_000_000_000] }));
    expect(unknown.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(unknown.json()).validation_errors!.featured_product_ids).toEqual([
      'These products do not exist (any more): 2000000000.',
    ]);
    expect(await publicHome()).toEqual(before);
  });
});
