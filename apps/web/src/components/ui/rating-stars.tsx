import { ratingLabel, RATING_MAX, type Rating } from '@backlit/domain';
import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * Five stars filled to the rating (to the nearest half), read out as a number: the stars are
 * decoration, the text says it.
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  const halves = Math.round(value * 2);
  return (
    <span aria-hidden className={cn('inline-flex items-center', className)}>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const fill = Math.min(Math.max(halves - index * 2, 0), 2);
        return (
          <span key={index} className="relative inline-block size-[1em]">
            <Star className="absolute inset-0 size-full text-slate-300" strokeWidth={1.5} />
            {fill > 0 && (
              <span
                className="absolute inset-y-0 left-0 overflow-hidden"
                style={{ width: fill === 2 ? '100%' : '50%' }}
              >
                <Star className="size-[1em] fill-amber-400 text-amber-500" strokeWidth={1.5} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** "★★★★½ 4.6 · 12 reviews", or "No reviews yet": what cards and product pages show. */
export function RatingSummary({ rating, className }: { rating: Rating; className?: string }) {
  if (rating.average === null || rating.count === 0) {
    return <p className={cn('text-sm text-slate-600', className)}>{ratingLabel(rating)}</p>;
  }
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-slate-700', className)}>
      <Stars value={rating.average} className="text-base" />
      <span>
        <span className="sr-only">Rated </span>
        {ratingLabel(rating)}
      </span>
    </p>
  );
}
