import { AdminPaymentsResponseSchema, FailedJobsResponseSchema } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { defineJob } from '../../platform/jobs';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, createProduct } from '../../test/cart';
import { BILLING_REGION } from '../../test/checkout';
import { until } from '../../test/jobs';

const doomed = defineJob<{ orderId: number }>('test-doomed', 'Doomed test job', {
  retryLimit: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 30,
});

let app: App;
let staff: SignedIn;
let customer: SignedIn;
let attempts = 0;

beforeAll(async () => {
  app = await buildTestApp();
  // Registered before the app is ready, as the modules register theirs.
  app.jobs.handle(doomed, async () => {
    attempts += 1;
    throw new Error('the printer is on fire');
  });
  staff = await signInStaff(app);
  customer = await registerCustomer(app);
});
afterAll(() => app.close());

const get = (url: string, account: SignedIn) =>
  app.inject({ method: 'GET', url, headers: bearer(account.token) });

async function failedJobs() {
  const response = await get('/api/admin/jobs/failed', staff);
  expect(response.statusCode, response.body).toBe(200);
  return FailedJobsResponseSchema.parse(response.json()).jobs;
}

describe('failed jobs in the back-office', () => {
  it('lists a job whose retries ran out, and tries it once more on request', async () => {
    await app.jobs.enqueue(app.db, doomed, { orderId: 42 });
    await until(async () => (await failedJobs()).length === 1);
    const [job] = await failedJobs();
    expect(job).toMatchObject({
      label: 'Doomed test job',
      subject: 'order #42',
      error: 'the printer is on fire',
      attempts: 1,
    });

    const retry = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${job!.id}/retry`,
        headers: bearer(staff.token),
      });
    const retried = await retry();
    expect(retried.statusCode, retried.body).toBe(200);
    await until(() => attempts === 2);
    await until(async () => (await failedJobs()).length === 1);
    expect((await failedJobs())[0]!.attempts).toBe(2);

    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry',
      headers: bearer(staff.token),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/admin/jobs/failed', customer)).statusCode).toBe(403);
  });
});

describe('payments in the back-office', () => {
  it('lists payments by state with the order each made, and counts per state', async () => {
    const category = await createCategory(app, staff);
    const item = await createProduct(app, staff, category, { stock: 3, price: '40.00' });
    await add(app, customer, item.id, 1);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: bearer(customer.token),
      payload: { rush: false, ...BILLING_REGION },
    });
    const paymentOrderId = (opened.json() as { order_id: string }).order_id;

    const open = AdminPaymentsResponseSchema.parse(
      (await get('/api/admin/payments?state=created', staff)).json(),
    );
    expect(open.payments.map((payment) => payment.provider_order_id)).toContain(paymentOrderId);
    expect(open.payments.every((payment) => payment.state === 'created')).toBe(true);
    expect(open.counts.created).toBeGreaterThanOrEqual(1);
    expect(open.payments.find((p) => p.provider_order_id === paymentOrderId)).toMatchObject({
      customer_email: customer.email,
      amount: 49.95,
      order_id: null,
    });

    const refused = await get('/api/admin/payments?state=lost', staff);
    expect(refused.statusCode).toBe(422);
    expect((await get('/api/admin/payments', customer)).statusCode).toBe(403);
  });
});
