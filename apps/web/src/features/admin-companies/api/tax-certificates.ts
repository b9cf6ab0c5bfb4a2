import {
  AdminTaxCertificateResponseSchema,
  AdminTaxCertificatesResponseSchema,
} from '@backlit/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { adminCompanyKeys } from './companies';

const pendingKey = ['admin-tax-certificates', 'pending'] as const;

/** GET /api/admin/tax-certificates: the certificates waiting for a decision, oldest first. */
export function usePendingTaxCertificates() {
  return useQuery({
    queryKey: pendingKey,
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/api/admin/tax-certificates?status=pending', {
          schema: AdminTaxCertificatesResponseSchema,
          signal,
        })
      ).certificates,
  });
}

/** Where staff open a certificate's PDF. */
export const staffCertificateFileUrl = (id: number) => `/api/admin/tax-certificates/${id}/file`;

/** The exempt sales of a month (YYYY-MM) as CSV, for filing. */
export const exemptSalesExportUrl = (month: string) =>
  `/api/admin/tax-exemptions/export?${new URLSearchParams({ month })}`;

/** POST …/approve or …/refuse (with a reason): the decision is audited and mailed. */
export function useReviewTaxCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason?: string }) => {
      await ensureCsrfCookie();
      return apiFetch(
        `/api/admin/tax-certificates/${id}/${reason === undefined ? 'approve' : 'refuse'}`,
        {
          method: 'POST',
          ...(reason === undefined ? {} : { body: { reason } }),
          schema: AdminTaxCertificateResponseSchema,
        },
      );
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingKey }),
        queryClient.invalidateQueries({ queryKey: adminCompanyKeys.audit }),
      ]),
  });
}
