import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, API_ERROR_STATUS, errorCodeForStatus } from '../api-errors';

describe('error codes', () => {
  it('gives every code its own status, so a status names its code', () => {
    for (const code of API_ERROR_CODES)
      expect(errorCodeForStatus(API_ERROR_STATUS[code])).toBe(code);
  });

  it('calls another client error a bad request and another server error internal', () => {
    expect(errorCodeForStatus(405)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(431)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(504)).toBe('INTERNAL');
  });
});
