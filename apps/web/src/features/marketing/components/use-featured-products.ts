import { useCallback, useEffect, useState } from 'react';
import { getFeaturedProducts, type FeaturedProduct } from '../api/get-featured-products';

type FeaturedState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; products: FeaturedProduct[] };

/**
 * Loads the featured products once per mount. An effect rather than React Query only because
 * home cannot afford the query library in its first load (see get-featured-products.ts).
 */
export function useFeaturedProducts() {
  const [state, setState] = useState<FeaturedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getFeaturedProducts(controller.signal).then(
      (products) => setState({ status: 'success', products }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
