import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

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
});
