import { expect, test, type APIRequestContext } from '@playwright/test';
import { addFromProductPage, expectAccessible, newCustomer, PASSWORD } from './support';

// Products no other journey buys, so their stock stays far above what this one adds.
const BAG = {
  slug: 'padded-carry-bag-for-frames-up-to-200-cm',
  name: 'Padded Carry Bag for Frames up to 200 cm',
};
const SPOTLIGHT = { slug: 'led-arm-spotlight-50-w', name: 'LED Arm Spotlight 50 W' };

/** A customer whose cart already holds `qty` of `slug`, set up through the API. */
async function customerWithCart(request: APIRequestContext, slug: string, qty: number) {
  const customer = newCustomer();
  const registered = await request.post('/api/register', {
    headers: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
    data: {
      ...customer,
      password: PASSWORD,
      firstname: 'Gwen',
      lastname: 'Tester',
      phone: '+1 404-555-0177',
      address: '10 Peachtree St',
      city: 'Atlanta',
      codepostal: '30303',
      country: 'US',
    },
  });
  expect(registered.status()).toBe(200);
  const { token } = (await registered.json()) as { token: string };
  const product = await request.get(`/api/product/${slug}`);
  expect(product.status()).toBe(200);
  const { product: found } = (await product.json()) as { product: { id: number } };
  const added = await request.post('/api/add-to-cart', {
    headers: { authorization: `Bearer ${token}` },
    data: { product_id: found.id, product_qty: qty },
  });
  expect(added.status()).toBe(201);
  return customer;
}

test('a signed-out shopper fills a cart, logs in from checkout, and finds it merged into the account’s', async ({
  page,
  request,
}, testInfo) => {
  const customer = await customerWithCart(request, SPOTLIGHT.slug, 6);

  // Signed out: adding works, and the header counts what this browser's cart holds.
  await addFromProductPage(page, BAG.slug, 2);
  await addFromProductPage(page, SPOTLIGHT.slug, 6);
  await expect(page.getByRole('button', { name: 'Open cart, 8 items' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByLabel(`Quantity of ${BAG.name}`, { exact: true })).toHaveText('2');
  await expect(page.getByLabel(`Quantity of ${SPOTLIGHT.name}`, { exact: true })).toHaveText('6');
  await expect(page.getByText(/No account needed to pay/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('guest-cart.png'), fullPage: true });

  // Checkout needs no account; a customer logs in from there and comes back to it.
  await page.getByRole('link', { name: /Proceed to checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('No account needed.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await page.getByLabel(/^Email address/).fill(customer.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Your cart was merged')).toBeVisible();
  await expect(page.getByText(SPOTLIGHT.name).first()).toBeVisible();
  await expect(page.getByText(BAG.name).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout-after-sign-in.png') });

  // One cart: 6 + 6 spotlights capped at 10, and the bags, with a notice of what was capped.
  await page.goto('/cart');
  await expect(page.getByLabel(`Quantity of ${SPOTLIGHT.name}`, { exact: true })).toHaveText('10');
  await expect(page.getByLabel(`Quantity of ${BAG.name}`, { exact: true })).toHaveText('2');
  await expect(
    page.getByText(
      `${SPOTLIGHT.name}: 10 instead of 12 (You can have at most 10 of this product in your cart.)`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open cart, 12 items' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('merged-cart.png'), fullPage: true });

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(/instead of 12/)).toBeHidden();
  await page.getByRole('link', { name: /Proceed to checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
});
