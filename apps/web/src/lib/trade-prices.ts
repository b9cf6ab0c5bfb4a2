import {
  TRADE_PRICES_MAX_PRODUCTS,
  type TradePrice,
  type TradePricesResponseSchema,
} from '@backlit/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, type AnswerOf } from './api-client';
import { useAuthSession } from './auth-session';

/**
 * A signed-in member's trade prices over the catalogue's pages. The lists, search and product
 * answers (and the server-rendered pages) are list prices for everyone, so the server's caches
 * can share them; each product shown asks here for the member's price, and the asks of one
 * render go out together as one POST /api/trade-prices, which nothing caches. A visitor who is
 * not signed in asks nothing.
 */

type Waiting = {
  id: number;
  resolve: (price: TradePrice | null) => void;
  reject: (e: unknown) => void;
};

let waiting: Waiting[] = [];

async function send(batch: Waiting[]): Promise<void> {
  const ids = [...new Set(batch.map((entry) => entry.id))];
  try {
    const prices = new Map<number, TradePrice>();
    for (let start = 0; start < ids.length; start += TRADE_PRICES_MAX_PRODUCTS) {
      const answer = await apiFetch<AnswerOf<typeof TradePricesResponseSchema>>(
        '/api/trade-prices',
        {
          method: 'POST',
          body: { product_ids: ids.slice(start, start + TRADE_PRICES_MAX_PRODUCTS) },
        },
      );
      for (const price of answer.prices) prices.set(price.product_id, price);
    }
    for (const entry of batch) entry.resolve(prices.get(entry.id) ?? null);
  } catch (error) {
    for (const entry of batch) entry.reject(error);
  }
}

/** The member's price of one product, asked together with the others of the same moment. */
function tradePriceOf(id: number): Promise<TradePrice | null> {
  return new Promise((resolve, reject) => {
    if (waiting.length === 0) {
      setTimeout(() => {
        const batch = waiting;
        waiting = [];
        void send(batch);
      }, 0);
    }
    waiting.push({ id, resolve, reject });
  });
}

/** The signed-in member's price of the product; null for everyone paying the list price. */
export function useTradePrice(productId: number): TradePrice | null {
  const session = useAuthSession();
  const { data } = useQuery({
    // The account is in the key: one person's prices are never shown to the next who signs in.
    queryKey: ['trade-price', session?.username, productId] as const,
    queryFn: () => tradePriceOf(productId),
    enabled: session !== null,
    staleTime: 60_000,
    retry: false,
  });
  return session ? (data ?? null) : null;
}
