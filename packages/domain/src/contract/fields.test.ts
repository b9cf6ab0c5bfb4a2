import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  blankToUndefined,
  ID_MESSAGE,
  idParam,
  optionalText,
  OptionalPhoneSchema,
  pageSizeParam,
  PhoneSchema,
  ProductIdSchema,
  requiredText,
} from './fields';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('shared fields', () => {
  it('requires text, trimmed, with the field named in each message', () => {
    const city = requiredText('town / city', 5);
    expect(city.parse('  Rome ')).toBe('Rome');
    expect(messages(city, '   ')).toEqual(['The town / city is required.']);
    expect(messages(city, undefined)).toEqual(['The town / city is required.']);
    expect(messages(city, 'Atlanta')).toEqual([
      'The town / city may not be longer than 5 characters.',
    ]);
  });

  it('turns optional text left blank into undefined', () => {
    const label = optionalText('label', 5);
    expect(label.parse('  ')).toBeUndefined();
    expect(label.parse(undefined)).toBeUndefined();
    expect(label.parse(' Home ')).toBe('Home');
    expect(messages(label, 'Office')).toEqual(['The label may not be longer than 5 characters.']);
  });

  it('counts only blank text as not given', () => {
    expect(blankToUndefined(' ')).toBeUndefined();
    expect(blankToUndefined('a')).toBe('a');
    expect(blankToUndefined(0)).toBe(0);
    expect(blankToUndefined(null)).toBeNull();
  });

  it('takes phone numbers as people write them, required or not', () => {
    expect(PhoneSchema.parse(' +1 (404) 555-0100 ')).toBe('+1 (404) 555-0100');
    const letters = ['The phone may only contain digits, spaces and + ( ) - .'];
    expect(messages(PhoneSchema, 'call me')).toEqual(letters);
    expect(OptionalPhoneSchema.parse('')).toBeUndefined();
    expect(messages(OptionalPhoneSchema, 'call me')).toEqual(letters);
  });

  it('reads ids and page sizes from text, with the given message for a bad id', () => {
    expect(idParam('Unknown to-do.').parse('12')).toBe(12);
    for (const bad of ['abc', '0', '1.5', '2147483648', '99999999999999999999']) {
      expect(messages(idParam('Unknown to-do.'), bad)).toEqual(['Unknown to-do.']);
      expect(messages(idParam(), bad)).toEqual([ID_MESSAGE]);
    }
    expect(idParam().parse('2147483647')).toBe(2_147_483_647);
    expect(pageSizeParam(50, 20).parse(undefined)).toBe(20);
    expect(messages(pageSizeParam(50, 20), '51')).toEqual([
      'The page size may not be greater than 50.',
    ]);
    expect(messages(ProductIdSchema, 2_147_483_648)).toEqual(['This product does not exist.']);
  });
});
