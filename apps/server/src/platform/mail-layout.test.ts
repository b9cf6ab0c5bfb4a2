import { DEFAULT_SHOP_INFO } from '@backlit/domain';
import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout';

describe('renderMail', () => {
  const shop = { ...DEFAULT_SHOP_INFO, name: 'Frames & <Banners>' };
  const mail = renderMail(shop, {
    heading: 'Hello',
    paragraphs: ['Dear "Ada" <script>'],
    action: { label: 'Open', url: 'https://shop.example/x?a=1&b=2' },
    notes: ['Small print.'],
  });

  it('writes the same content as plain text, signed with the shop details', () => {
    expect(mail.text).toContain('Dear "Ada" <script>');
    expect(mail.text).toContain('Open: https://shop.example/x?a=1&b=2');
    expect(mail.text).toContain('Small print.');
    for (const detail of [shop.name, shop.address, shop.phone, shop.email]) {
      expect(mail.text).toContain(detail);
    }
  });

  it('escapes everything it puts in the HTML', () => {
    expect(mail.html).toContain('Dear &quot;Ada&quot; &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://shop.example/x?a=1&amp;b=2"');
    expect(mail.html).toContain('Frames &amp; &lt;Banners&gt;');
    expect(mail.html).toContain(`mailto:${shop.email}`);
  });
});

describe('renderMail links', () => {
  it('turns the web addresses in a sentence into links, leaving the punctuation after them', () => {
    const mail = renderMail(DEFAULT_SHOP_INFO, {
      heading: 'Review',
      paragraphs: ['Frame: https://shop.example/product/frame-85. Thank you.'],
    });
    expect(mail.html).toMatch(
      /Frame: <a href="https:\/\/shop\.example\/product\/frame-85"[^>]*>https:\/\/shop\.example\/product\/frame-85<\/a>\. Thank you\./,
    );
  });
});
