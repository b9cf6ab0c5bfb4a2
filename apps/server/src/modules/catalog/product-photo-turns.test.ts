import { ApiErrorSchema } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type SignedIn } from '../../test/accounts';
import { shopWithCategory } from '../../test/cart';
import { PHOTO_TURNS } from '../media';
import { file, image, sendForm } from './products.fixtures';

let app: App;
let staff: SignedIn;
let categoryId: number;
beforeAll(async () => ({ app, staff, categoryId } = await shopWithCategory()));
afterAll(() => app.close());

describe('uploads of photos at the same time', () => {
  it('are processed one at a time; past those allowed to wait, 503 with Retry-After', async () => {
    const photo = await image('jpeg', { width: 3000, height: 2000 });
    const uploads = PHOTO_TURNS.concurrent + PHOTO_TURNS.waiting + 2;
    let mostAtOnce = 0;
    const watch = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, app.images.turns.running);
    }, 5);
    const responses = await Promise.all(
      Array.from({ length: uploads }, (_, i) =>
        sendForm(app, staff, 'POST', '/api/store-product', {
          name: `Turn Frame ${i}`,
          sku: `TURN-${i}`,
          stock: '3',
          category_id: String(categoryId),
          description: 'A frame.',
          originalPrice: '10.00',
          image: file(photo, 'photo.jpg', 'image/jpeg'),
          'additional_images[0]': file(photo, 'photo.jpg', 'image/jpeg'),
        }),
      ),
    );
    clearInterval(watch);

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(
      PHOTO_TURNS.concurrent + PHOTO_TURNS.waiting,
    );
    expect(statuses.filter((status) => status !== 200).every((status) => status === 503)).toBe(
      true,
    );
    expect(statuses).toContain(503);
    for (const busy of responses.filter((response) => response.statusCode === 503)) {
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
      expect(ApiErrorSchema.parse(busy.json())).toMatchObject({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/^Many photos are being processed right now\./),
      });
    }
    expect(mostAtOnce).toBe(PHOTO_TURNS.concurrent);
  });
});
