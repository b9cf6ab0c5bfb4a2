import { CartShowPlanResponseSchema, type CartShowPlanResponse } from '@backlit/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { ensureCsrfCookie } from './csrf-cookie';
import type { ShowPlanChoice } from './show-plan-choice';

/** What the cart and checkout send to name the plan: a show's slug, or the date typed. */
export function planFields(choice: ShowPlanChoice | null): {
  plan_show?: string;
  plan_date?: string;
} {
  if (!choice) return {};
  return choice.kind === 'show' ? { plan_show: choice.slug } : { plan_date: choice.date };
}

/**
 * POST /api/checkout/show-plan — the cart planned by the server for the show or date chosen,
 * shipped to a region: each method's verdict and deadlines, standard and rushed. Off until both
 * a region and a choice are known; follows the cart through `cartKey`. The cart page and
 * checkout both ask it, so they never disagree.
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
