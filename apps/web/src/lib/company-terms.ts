import { CompanyTermsResponseSchema, type CompanyTerms } from '@backlit/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { isApiError } from './api-error';
import { useAuthSession } from './auth-session';

/** What a signed-in customer's company account is: not in a company, or its terms (or none). */
export type CompanyAccount = { inCompany: false } | { inCompany: true; terms: CompanyTerms | null };

export const companyTermsKey = (owner: string) => ['company', owner, 'terms'] as const;

/**
 * GET /api/account/company/terms: the customer's company's terms, credit and (for its admins)
 * invoices. Shared by checkout, which offers paying by invoice and the PO number, and the
 * company page.
 */
export function useCompanyTerms(enabled = true) {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({
    queryKey: companyTermsKey(owner),
    queryFn: async ({ signal }): Promise<CompanyAccount> => {
      try {
        const { terms } = await apiFetch('/api/account/company/terms', {
          schema: CompanyTermsResponseSchema,
          signal,
        });
        return { inCompany: true, terms };
      } catch (error) {
        // Not in a company: nothing to buy on account with.
        if (isApiError(error, 404)) return { inCompany: false };
        throw error;
      }
    },
    enabled: enabled && owner !== '',
  });
}
