import { DEFAULT_SHOP_INFO } from '@backlit/domain';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allMailSamples, writeMailPreviews } from './mail-previews';
import { parseMailHtml } from './test/mail-html';

const publicUrl = 'https://shop.example';
const shop = { ...DEFAULT_SHOP_INFO, name: 'Frames & Banners' };
const samples = allMailSamples({ shop, publicUrl, firstName: 'Ada' });
const kinds = samples.map((sample) => sample.kind);

describe('every e-mail the shop sends', () => {
  it('covers each kind once', () => {
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'order-confirmation',
        'order-link',
        'order-shipped',
        'payment-refunded',
        'order-credit-note',
        'artwork-reminder',
        'artwork-new-file-requested',
        'password-reset',
        'email-confirmation',
        'email-change-confirmation',
        'email-changed-notice',
        'contact-form',
        'review-request',
      ]),
    );
  });

  it.each(samples)('$kind has a plain-text and an HTML part in the shop layout', ({ message }) => {
    expect(message.subject).not.toBe('');
    const heading = message.text.split('\n')[0]!;
    expect(heading).not.toBe('');
    expect(message.text).toContain(`-- \n${shop.name}\n${shop.address}`);

    expect(message.html).toMatch(/^<!DOCTYPE html><html [^>]*lang="en"/);
    const html = parseMailHtml(message.html);
    expect(html.heading).toBe(heading);
    for (const detail of [shop.name, shop.address, shop.phone, shop.email]) {
      expect(html.bodyText).toContain(detail);
    }
    expect(html.links).toContain(`mailto:${shop.email}`);
    // The action's link is in both parts.
    const action = message.text.match(/^[^\n:]+: (https:\/\/\S+)$/m)?.[1];
    if (action) expect(html.links).toContain(action);
    // Nothing is fetched from elsewhere when the mail is opened: no web fonts, style sheets,
    // scripts or pictures from other hosts.
    expect(message.html).not.toMatch(/<(script|link|img)\b|@import|@font-face|url\(/i);
    expect(message.html).toContain('max-width:600px');
    expect(message.html).toContain('name="viewport"');
  });

  it('escapes what a customer typed, in every kind that shows it', () => {
    const hostile = '<script>alert("x")</script>';
    for (const { kind, message } of allMailSamples({ shop, publicUrl, firstName: hostile })) {
      expect(message.html, kind).not.toContain('<script');
      if (!message.text.includes(hostile)) continue;
      expect(message.html, kind).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(parseMailHtml(message.html).bodyText, kind).toContain(hostile);
    }
  });

  it('shows the confirmation as lines, totals, deadlines, ship-to and the upload link', () => {
    const guest = samples.find((sample) => sample.kind === 'order-confirmation-guest')!.message;
    const html = parseMailHtml(guest.html);
    expect(html.lines).toEqual([
      [
        'MLB Backlit Frame 85 × 200 cm Size: MLB 85 × 200 cm SKU MLB-85200 · $249.00 each',
        '2',
        '$498.00',
      ],
      [
        'Replacement fabric print, single-sided Size: MLB 85 × 200 cm SKU FAB-85200 · $219.00 each',
        '1',
        '$219.00',
      ],
    ]);
    expect(html.totals).toEqual([
      ['Subtotal', '$717.00'],
      ['2-Day Rush', '$179.25'],
      ['Shipping (Ground)', '$14.95'],
      ['HST 13%', '$118.45'],
      ['Total', '$1,029.65 USD'],
    ]);
    // The same figures as the text part.
    for (const [label, amount] of html.totals) expect(guest.text).toContain(`${label}: ${amount}`);
    expect(html.bodyText).toContain('Deadlines Artwork approved by 2026-12-02 Ships by 2026-12-04');
    expect(guest.text).toContain(
      'Deadlines: Artwork approved by: 2026-12-02; Ships by: 2026-12-04',
    );
    expect(html.bodyText).toContain('Ship to Ada Lovelace Analytical Displays Inc.');
    expect(html.bodyText).toContain('Toronto, ON M5V 2T6 Canada');
    expect(html.bodyText).toContain('Trade show: Canadian Retail Expo');
    const page = `${publicUrl}/orders/guest/sample-private-link-token`;
    expect(html.links.filter((link) => link === page)).toHaveLength(2);
    expect(html.bodyText).toContain('Upload them on your order page');
    expect(html.bodyText).toContain('That link is private to you');

    // Without deadlines the section is left out.
    const account = samples.find((sample) => sample.kind === 'order-confirmation')!.message;
    expect(parseMailHtml(account.html).bodyText).not.toContain('Deadlines');
    expect(account.text).not.toContain('Deadlines');
  });

  it('renders every kind in milliseconds, with no compile step to wait for', () => {
    const started = performance.now();
    const again = allMailSamples({ shop, publicUrl, firstName: 'Grace' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(again).toHaveLength(samples.length);
  });

  it('writes previews to open in a browser', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mail-preview-'));
    try {
      await writeMailPreviews(dir, { shop, publicUrl, firstName: 'Ada' });
      const files = await readdir(dir);
      expect(files).toContain('index.html');
      for (const kind of kinds)
        expect(files).toEqual(expect.arrayContaining([`${kind}.html`, `${kind}.txt`]));
      const index = await readFile(path.join(dir, 'index.html'), 'utf8');
      expect(index).toContain('href="order-confirmation.html"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
