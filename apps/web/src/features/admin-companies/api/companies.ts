import {
  AdminCompaniesResponseSchema,
  AdminCompanyResponseSchema,
  CompanyTermsResponseSchema,
  type Association,
  type CompanyRequest,
  type GrantTermsRequest,
  type RecordInvoicePaymentRequest,
} from '@backlit/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

export const adminCompanyKeys = {
  all: ['admin-companies'] as const,
  list: (q: string, page: number) => ['admin-companies', 'list', q, page] as const,
  one: (id: number) => ['admin-companies', 'one', id] as const,
  /** The audit log lists company changes too. */
  audit: ['admin-audit'] as const,
  /** The receivables page adds up every company's invoices. */
  receivables: ['admin-receivables'] as const,
};

/** GET /api/admin/companies?q&page: companies by name. */
export function useAdminCompanies(q: string, page: number) {
  return useQuery({
    queryKey: adminCompanyKeys.list(q, page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/companies?${new URLSearchParams({ q, page: String(page) })}`, {
        schema: AdminCompaniesResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/companies/{id}: one company whole. */
export function useAdminCompany(id: number) {
  return useQuery({
    queryKey: adminCompanyKeys.one(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/admin/companies/${id}`, {
          schema: AdminCompanyResponseSchema,
          signal,
        })
      ).company,
    enabled: id > 0,
  });
}

type Call = { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown };

function useCompanyWrite<Input>(id: number, toCall: (input: Input) => Call) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      await ensureCsrfCookie();
      const { method, path, body } = toCall(input);
      return apiFetch(path, { method, body, schema: AdminCompanyResponseSchema });
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminCompanyKeys.one(id), answer.company);
      await queryClient.invalidateQueries({ queryKey: adminCompanyKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminCompanyKeys.audit });
    },
  });
}

export const useUpdateAdminCompany = (id: number) =>
  useCompanyWrite(id, (body: CompanyRequest) => ({
    method: 'PUT',
    path: `/api/admin/companies/${id}`,
    body,
  }));

export const useRemoveCompanyMember = (id: number) =>
  useCompanyWrite(id, (userId: number) => ({
    method: 'DELETE',
    path: `/api/admin/companies/${id}/members/${userId}`,
  }));

export const useReviewMembership = (id: number) =>
  useCompanyWrite(id, ({ association, reason }: { association: Association; reason?: string }) =>
    reason === undefined
      ? { method: 'POST', path: `/api/admin/companies/${id}/memberships/${association}/verify` }
      : {
          method: 'POST',
          path: `/api/admin/companies/${id}/memberships/${association}/refuse`,
          body: { reason },
        },
  );

const termsKey = (id: number) => ['admin-companies', 'terms', id] as const;

/** GET /api/admin/companies/{id}/terms: terms, balance and every invoice with its payments. */
export function useAdminCompanyTerms(id: number) {
  return useQuery({
    queryKey: termsKey(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/admin/companies/${id}/terms`, {
          schema: CompanyTermsResponseSchema,
          signal,
        })
      ).terms,
    enabled: id > 0,
  });
}

function useTermsWrite<Input>(id: number, toCall: (input: Input) => Call) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      await ensureCsrfCookie();
      const { method, path, body } = toCall(input);
      return apiFetch(path, { method, body, schema: CompanyTermsResponseSchema });
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(termsKey(id), answer.terms);
      await queryClient.invalidateQueries({ queryKey: adminCompanyKeys.audit });
      await queryClient.invalidateQueries({ queryKey: adminCompanyKeys.receivables });
    },
  });
}

/** PUT /api/admin/companies/{id}/terms: net days (null: none) and the credit limit in dollars. */
export const useGrantTerms = (id: number) =>
  useTermsWrite(id, (body: GrantTermsRequest) => ({
    method: 'PUT',
    path: `/api/admin/companies/${id}/terms`,
    body,
  }));

/**
 * POST /api/admin/company-invoices/{invoiceId}/payments: money received against an invoice, or
 * returned to the company.
 */
export const useRecordInvoicePayment = (id: number) =>
  useTermsWrite(
    id,
    ({ invoiceId, ...body }: RecordInvoicePaymentRequest & { invoiceId: number }) => ({
      method: 'POST',
      path: `/api/admin/company-invoices/${invoiceId}/payments`,
      body,
    }),
  );
