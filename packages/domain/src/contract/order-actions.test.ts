import { describe, expect, it } from 'vitest';
import { RefundOrderRequestSchema, ShipOrderRequestSchema } from './order-actions';
import { AdminOrdersFilterSchema, AdminOrdersQuerySchema } from './orders';

describe('RefundOrderRequestSchema', () => {
  it('reads dollars with at most two decimals as cents; blank means everything left', () => {
    expect(RefundOrderRequestSchema.parse({ amount: '40.5' })).toEqual({ amount: 4050 });
    expect(RefundOrderRequestSchema.parse({ amount: 12.34 })).toEqual({ amount: 1234 });
    expect(RefundOrderRequestSchema.parse({ amount: '' })).toEqual({});
    expect(RefundOrderRequestSchema.parse({})).toEqual({});
  });

  it.each(['0', '-1', '1.234', 'ten', '1e3'])('refuses %j', (amount) => {
    expect(RefundOrderRequestSchema.safeParse({ amount }).success).toBe(false);
  });
});

describe('ShipOrderRequestSchema', () => {
  it('needs a carrier and a tracking number, trimmed', () => {
    expect(ShipOrderRequestSchema.parse({ carrier: ' UPS ', tracking_number: ' 1Z9 ' })).toEqual({
      carrier: 'UPS',
      tracking_number: '1Z9',
    });
    const refused = ShipOrderRequestSchema.safeParse({ carrier: '', tracking_number: '  ' });
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual([
      'carrier',
      'tracking_number',
    ]);
  });
});

describe('AdminOrdersFilterSchema', () => {
  it('treats blank fields as no filter', () => {
    expect(AdminOrdersFilterSchema.parse({ status: '', from: '', to: ' ', q: '' })).toEqual({});
  });

  it('refuses an unknown status, a date that is not one, and a range backwards', () => {
    expect(AdminOrdersFilterSchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(AdminOrdersFilterSchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    const backwards = AdminOrdersQuerySchema.safeParse({ from: '2026-03-01', to: '2026-02-01' });
    expect(backwards.error?.issues[0]?.path).toEqual(['to']);
  });
});
