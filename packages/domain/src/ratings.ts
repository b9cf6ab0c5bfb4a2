/**
 * Ratings: 1 to 5 stars per review; a product's figures come from its approved reviews only.
 *
 * The rating sort ranks by a Bayesian average, so that a product with one 5-star review does not
 * outrank one with forty reviews averaging 4.8:
 *
 *   score = (PRIOR_WEIGHT × PRIOR_MEAN + sum of stars) / (PRIOR_WEIGHT + number of reviews)
 *
 * i.e. every product starts as if it had PRIOR_WEIGHT reviews of PRIOR_MEAN stars, and its own
 * reviews pull the score towards their average as they add up. One 5-star review scores 3.75;
 * forty reviews of 4.8 average score 4.66. A product without reviews scores 0, below every rated
 * one, so the list shows rated products first.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** How a product's published reviews may be ordered. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const RATING_PRIOR_MEAN = 3.5;
export const RATING_PRIOR_WEIGHT = 5;

/** The score the rating sort orders by (see above); 0 without reviews. */
export function bayesianRating(count: number, starSum: number): number {
  if (count === 0) return 0;
  return (RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN + starSum) / (RATING_PRIOR_WEIGHT + count);
}

/** The average shown to shoppers, to one decimal; null without reviews (never an invented number). */
export function averageRating(count: number, starSum: number): number | null {
  if (count === 0) return null;
  return Math.round((starSum / count) * 10) / 10;
}

/** "4.6 · 12 reviews", "5.0 · 1 review", or "No reviews yet". */
export function ratingLabel(rating: { average: number | null; count: number }): string {
  if (rating.average === null || rating.count === 0) return 'No reviews yet';
  return `${rating.average.toFixed(1)} · ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}
