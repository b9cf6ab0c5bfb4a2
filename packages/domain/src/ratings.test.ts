import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRating, bayesianRating, ratingLabel } from './ratings';

describe('ratings', () => {
  it('ranks forty 4.8s above a single 5', () => {
    expect(bayesianRating(40, 192)).toBeGreaterThan(bayesianRating(1, 5));
    expect(bayesianRating(1, 5)).toBe(3.75);
  });

  it('puts unrated products below every rated one', () => {
    expect(bayesianRating(0, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (count) => {
        expect(bayesianRating(count, count)).toBeGreaterThan(0);
      }),
    );
  });

  it('keeps the score between the lowest and highest star', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (stars) => {
        const sum = stars.reduce((a, b) => a + b, 0);
        const score = bayesianRating(stars.length, sum);
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('shows the average to one decimal, or no reviews', () => {
    expect(averageRating(3, 14)).toBe(4.7);
    expect(averageRating(0, 0)).toBeNull();
    expect(ratingLabel({ average: 4.6, count: 12 })).toBe('4.6 · 12 reviews');
    expect(ratingLabel({ average: 5, count: 1 })).toBe('5.0 · 1 review');
    expect(ratingLabel({ average: null, count: 0 })).toBe('No reviews yet');
  });
});
