import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX } from './auth';
import { PASSWORD_CHARACTERS_JUDGED, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('refuses common passwords with a reason', () => {
    const result = passwordStrength('Password123');
    expect(result.acceptable).toBe(false);
    expect(result.reasons.length).toBeGreaterThan(0);
  });

  it('refuses a password built from the person’s own details', () => {
    expect(passwordStrength('jane.doe.2024', ['Jane', 'Doe', 'jane.doe']).acceptable).toBe(false);
  });

  it('accepts a long passphrase', () => {
    const result = passwordStrength('copper lantern drifts north 47');
    expect(result).toMatchObject({ acceptable: true, reasons: [] });
    expect(result.score).toBeGreaterThanOrEqual(3);
  });

  it('still sees through look-alike spellings of common passwords', () => {
    for (const password of ['P@ssw0rd!', 'p4$$w0rd1234', 'l3tm31n4ever']) {
      expect(passwordStrength(password).acceptable, password).toBe(false);
    }
  });

  it('judges a password by its first characters, so a weak start is refused however it ends', () => {
    const weakStart = 'a'.repeat(PASSWORD_CHARACTERS_JUDGED);
    expect(passwordStrength(`${weakStart} copper lantern drifts north 47`).acceptable).toBe(false);
  });

  it('judges the longest password of look-alike characters in a fraction of a second', () => {
    // Took two seconds of one core at the library's defaults; the best of three runs keeps a busy
    // machine's pauses out of the figure.
    const slowest = 'a-long-test-password-123456'.repeat(5).slice(0, PASSWORD_MAX);
    const took = Array.from({ length: 3 }, () => {
      const start = Date.now();
      passwordStrength(slowest, ['Jane', 'Doe']);
      return Date.now() - start;
    });
    expect(Math.min(...took)).toBeLessThan(700);
  });
});
