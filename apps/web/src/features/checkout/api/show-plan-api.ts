import {
  CartShowPlanResponseSchema,
  TradeShowsResponseSchema,
  type CartShowPlanResponse,
} from '@backlit/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import type { ShowPlanChoice } from '../../../lib/show-plan-choice';

/** What the checkout sends to name the plan: a show's slug, or the date typed. */
export function planFields(choice: ShowPlanChoice | null): {
  plan_show?: string;
  plan_date?: string;
} {
  if (!choice) return {};
  return choice.kind === 'show' ? { plan_show: choice.slug } : { plan_date: choice.date };
}

/**
 * POST /api/checkout/show-plan — the cart planned by the server for the show or date chosen,
 * shipped to the ship-to region: each method's verdict and deadlines, standard and rushed. Off
 * until both a region and a choice are known; follows the cart through `cartKey`.
 */
export function useCartShowPlan(
  shipTo: { country: string; region: string } | undefined,
  choice: ShowPlanChoice | null,
  cartKey: unknown,
) {
  const fields = planFields(choice);
  return useQuery<CartShowPlanResponse>({
    queryKey: ['checkout', 'show-plan', shipTo?.country, shipTo?.region, fields, cartKey] as const,
    queryFn: async ({ signal }) => {
      await ensureCsrfCookie();
      return apiFetch('/api/checkout/show-plan', {
        method: 'POST',
        body: { ...shipTo, ...fields },
        schema: CartShowPlanResponseSchema,
        signal,
      });
    },
    enabled: shipTo !== undefined && choice !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /api/trade-shows — the shows to come, for the checkout's own "Need it for a show?". */
export function useUpcomingShows(enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'shows'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/trade-shows', { schema: TradeShowsResponseSchema, signal }),
    enabled,
  });
}
