import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_INFO, ShopInfoSchema, telHref } from './shop';

describe('shop info', () => {
  it('has valid defaults', () => {
    expect(ShopInfoSchema.parse(DEFAULT_SHOP_INFO)).toEqual(DEFAULT_SHOP_INFO);
  });

  it('turns a written phone number into a tel: link', () => {
    expect(telHref('+1 404-555-0134')).toBe('tel:+14045550134');
    expect(telHref('(404) 555 0134')).toBe('tel:4045550134');
  });
});
