import {
  CompanySenderResponseSchema,
  TaxCertificateResponseSchema,
  TaxCertificatesResponseSchema,
} from '@backlit/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

const keys = {
  certificates: (owner: string) => ['company', owner, 'tax-certificates'] as const,
  sender: (owner: string) => ['company', owner, 'sender'] as const,
};

/** GET /api/account/company/tax-certificates: the company's certificates, newest first. */
export function useTaxCertificates() {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({
    queryKey: keys.certificates(owner),
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/api/account/company/tax-certificates', {
          schema: TaxCertificatesResponseSchema,
          signal,
        })
      ).certificates,
    enabled: owner !== '',
  });
}

/** POST /api/account/company/tax-certificates: the form as multipart, the PDF as `file`. */
export function useUploadTaxCertificate() {
  const queryClient = useQueryClient();
  const owner = useAuthSession()?.username ?? '';
  return useMutation({
    mutationFn: async (body: FormData) => {
      await ensureCsrfCookie();
      return apiFetch('/api/account/company/tax-certificates', {
        method: 'POST',
        body,
        schema: TaxCertificateResponseSchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.certificates(owner) }),
  });
}

/** Where a company admin opens a certificate's PDF. */
export const taxCertificateFileUrl = (id: number) =>
  `/api/account/company/tax-certificates/${id}/file`;

/** GET /api/account/company/sender: the name, return address and logo of blind parcels. */
export function useCompanySender() {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({
    queryKey: keys.sender(owner),
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/api/account/company/sender', {
          schema: CompanySenderResponseSchema,
          signal,
        })
      ).sender,
    enabled: owner !== '',
  });
}

/** PUT /api/account/company/sender: the form as multipart, a new logo as `logo`. */
export function useSaveCompanySender() {
  const queryClient = useQueryClient();
  const owner = useAuthSession()?.username ?? '';
  return useMutation({
    mutationFn: async (body: FormData) => {
      await ensureCsrfCookie();
      return apiFetch('/api/account/company/sender', {
        method: 'PUT',
        body,
        schema: CompanySenderResponseSchema,
      });
    },
    onSuccess: (answer) => queryClient.setQueryData(keys.sender(owner), answer.sender),
  });
}
