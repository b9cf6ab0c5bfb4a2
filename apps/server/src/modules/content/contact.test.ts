import { ApiErrorSchema, CONTACT_SENT_MESSAGE, ContactResponseSchema } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { nextIp } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';
import { jobsIdle } from '../../test/jobs';

const SHOP_EMAIL = 'hello@backlit.example';

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const base = await buildTestApp();
  const config = {
    ...base.config,
    smtpUrl: smtp.url,
    shop: { ...base.config.shop, email: SHOP_EMAIL },
  };
  await base.close();
  app = await buildTestApp(config);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const message = {
  name: 'Jordan Lee',
  email: 'jordan@expo.example',
  phone: '+1 416 555 0199',
  subject: 'Frames for Toronto',
  message: 'Do you ship two MLB 200 × 250 cm frames to Toronto by the end of the month?',
};

function send(payload: Record<string, unknown>, ip = nextIp()) {
  return app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });
}

describe('contact form', () => {
  it('e-mails the shop with the sender as reply-to', async () => {
    const response = await send({ ...message, website: '', started_at: Date.now() - 60_000 });
    expect(response.statusCode).toBe(200);
    expect(ContactResponseSchema.parse(response.json())).toEqual({
      status: 200,
      message: CONTACT_SENT_MESSAGE,
    });
    const mail = readMail((await smtp.waitFor(SHOP_EMAIL)).raw);
    expect(mail.headers['reply-to']).toContain('jordan@expo.example');
    expect(mail.headers.subject).toBe('Contact form: Frames for Toronto');
    expect(mail.text).toContain('Do you ship two MLB 200 × 250 cm frames to Toronto');
    expect(mail.text).toContain('Phone: +1 416 555 0199');
  });

  it('answers 422 with the fields at fault', async () => {
    const response = await send({ name: '', email: 'not-an-address', message: 'Hi' });
    expect(response.statusCode).toBe(422);
    const body = ApiErrorSchema.parse(response.json());
    expect(Object.keys(body.validation_errors!)).toEqual(
      expect.arrayContaining(['name', 'email', 'message']),
    );
  });

  it.each([
    ['a filled honeypot', () => ({ website: 'https://spam.example' })],
    ['a form sent within 3 seconds', () => ({ started_at: Date.now() - 500 })],
  ])('answers 200 but sends nothing for %s', async (_case, trap) => {
    const before = smtp.received.length;
    const response = await send({ ...message, email: 'bot@spam.example', ...trap() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: CONTACT_SENT_MESSAGE });
    await jobsIdle(app);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before);
  });

  it('limits each address to 5 messages per 15 minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await send({ ...message, website: 'x' }, ip)).statusCode).toBe(200);
    }
    const limited = await send(message, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(ApiErrorSchema.parse(limited.json()).message).toMatch(/try again in 15 minutes/);
    expect((await send({ ...message, website: 'x' })).statusCode).toBe(200);
  });
});
