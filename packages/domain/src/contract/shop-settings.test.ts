import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_INFO, ShopInfoSchema } from '../shop';
import { ShopSettingsRequestSchema } from './shop-settings';

describe('ShopSettingsRequestSchema', () => {
  it('accepts the default shop and trims what it accepts into a valid ShopInfo', () => {
    expect(ShopSettingsRequestSchema.parse(DEFAULT_SHOP_INFO)).toEqual(DEFAULT_SHOP_INFO);
    const parsed = ShopSettingsRequestSchema.parse({
      ...DEFAULT_SHOP_INFO,
      name: '  Glowline  ',
      phone: ' (212) 555-0199 ',
    });
    expect(parsed).toMatchObject({ name: 'Glowline', phone: '(212) 555-0199' });
    expect(ShopInfoSchema.safeParse(parsed).success).toBe(true);
  });

  it.each([
    ['name', '   '],
    ['email', 'sales at backlit'],
    ['phone', 'call us'],
    ['address', 'x'.repeat(201)],
  ])('refuses a bad %s', (field, value) => {
    const result = ShopSettingsRequestSchema.safeParse({ ...DEFAULT_SHOP_INFO, [field]: value });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });
});
