import { describe, expect, it } from 'vitest';
import {
  addDays,
  dashboardPeriod,
  DashboardQuerySchema,
  daysInPeriod,
  DASHBOARD_MAX_DAYS,
} from './admin-dashboard';

describe('dashboard period', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(dashboardPeriod({}, '2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(dashboardPeriod({ to: '2026-01-10' }, '2026-03-31')).toEqual({
      from: '2025-12-12',
      to: '2026-01-10',
    });
    expect(dashboardPeriod({ from: '2026-03-20' }, '2026-03-31')).toEqual({
      from: '2026-03-20',
      to: '2026-03-31',
    });
  });

  it('counts days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysInPeriod('2028-02-01', '2028-03-01')).toBe(30);
    expect(daysInPeriod('2026-03-05', '2026-03-05')).toBe(1);
  });

  it('accepts at most DASHBOARD_MAX_DAYS days, start not after end, real dates only', () => {
    const from = '2027-01-01';
    const ok = { from, to: addDays(from, DASHBOARD_MAX_DAYS - 1) };
    expect(DashboardQuerySchema.safeParse(ok).success).toBe(true);
    expect(
      DashboardQuerySchema.safeParse({ from, to: addDays(from, DASHBOARD_MAX_DAYS) }).success,
    ).toBe(false);
    expect(DashboardQuerySchema.safeParse({ from: '2026-02-02', to: '2026-02-01' }).success).toBe(
      false,
    );
    expect(DashboardQuerySchema.safeParse({ from: '2026-02-29' }).success).toBe(false);
    expect(DashboardQuerySchema.safeParse({ from: '2026-2-1' }).success).toBe(false);
  });
});
