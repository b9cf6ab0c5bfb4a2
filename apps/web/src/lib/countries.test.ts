import { describe, expect, it } from 'vitest';
import { countryCodes, countryName, countryOptions } from './countries';

describe('countries', () => {
  it('lists every officially assigned ISO 3166-1 alpha-2 code once', () => {
    const codes = countryCodes();
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names the countries in English, sorted by name', () => {
    const options = countryOptions();
    expect(countryName('US')).toBe('United States');
    expect(countryName('CA')).toBe('Canada');
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
