import type { HomeFeaturedProduct } from '@backlit/domain';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FeaturedProductsSkeleton } from './featured-products-skeleton';

// Its own chunk: the cards and their fetch load after the page is on screen, so home's first
// load stays within the JavaScript budget.
// A chunk that fails to load (deploy in between, flaky network) leaves a quiet link, not an error page.
const FeaturedProducts = lazy(() =>
  import('./featured-products').catch(() => ({ default: FeaturedUnavailable })),
);

function FeaturedUnavailable() {
  return (
    <p className="text-slate-600">
      Browse every frame, banner and accessory in{' '}
      <Link to="/allproducts" className="font-medium text-glow-700 underline underline-offset-2">
        the shop
      </Link>
      .
    </p>
  );
}

/**
 * The products staff picked for the home page, in their order; with none picked (an empty list),
 * the shop's best sellers. Undefined while the home page's answer is still on its way.
 */
export function FeaturedSection({ picked }: { picked: HomeFeaturedProduct[] | undefined }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <section aria-labelledby="featured-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wider text-glow-700 uppercase">
              Best sellers
            </p>
            <h2
              id="featured-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-slate-900"
            >
              Featured products
            </h2>
          </div>
          <Link
            to="/allproducts"
            className="inline-flex items-center gap-1 text-sm font-semibold text-glow-700 underline-offset-4 hover:underline"
          >
            View all products
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <div ref={ref} className="mt-8">
          {near && picked ? (
            <Suspense fallback={<FeaturedProductsSkeleton />}>
              <FeaturedProducts picked={picked} />
            </Suspense>
          ) : (
            <FeaturedProductsSkeleton />
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * True once the element comes within a screen of the viewport: the section sits below the fold,
 * so its code and request wait until a visitor scrolls towards it (and never cost the first load).
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  // Starts false everywhere, the server included, so the HTML and the first browser render agree.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
