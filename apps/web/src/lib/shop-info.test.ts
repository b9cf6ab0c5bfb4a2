import { DEFAULT_SHOP_INFO } from '@backlit/domain';
import { describe, expect, it, vi } from 'vitest';
import { readShopInfo } from './shop-info';

function documentWithMeta(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'backlit-shop';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

const shop = {
  name: 'Glow Frames',
  tagline: 'Frames that shine.',
  email: 'hello@glowframes.test',
  phone: '+1 678-555-0199',
  address: 'Atlanta, GA',
};

describe('readShopInfo', () => {
  it('reads the details the server wrote into the page', () => {
    expect(readShopInfo(documentWithMeta(JSON.stringify(shop)))).toEqual(shop);
  });

  it('uses the defaults for a missing tag or the empty placeholder', () => {
    expect(readShopInfo(documentWithMeta(null))).toEqual(DEFAULT_SHOP_INFO);
    expect(readShopInfo(documentWithMeta(''))).toEqual(DEFAULT_SHOP_INFO);
  });

  it.each([
    ['not JSON', '{name:'],
    ['a missing field', JSON.stringify({ ...shop, phone: undefined })],
    ['an empty field', JSON.stringify({ ...shop, email: '' })],
    ['a non-object', '"Backlit"'],
  ])('uses the defaults for %s', (_case, content) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readShopInfo(documentWithMeta(content))).toEqual(DEFAULT_SHOP_INFO);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
