import { describe, expect, it } from 'vitest';
import { formatDollars, formatUsd } from './format';

describe('money on screen', () => {
  it('shows cents as dollars with two decimals and thousands separators', () => {
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('shows an API amount in dollars without float noise', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
    expect(formatDollars(19.99 * 3)).toBe('$59.97');
  });
});
