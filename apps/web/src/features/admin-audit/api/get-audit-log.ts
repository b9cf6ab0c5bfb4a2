import { AuditResponseSchema, type AuditArea } from '@backlit/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type AuditLogQuery = { page: number; area: AuditArea | undefined };

/** GET /api/admin/audit?page&area: staff actions, newest first. */
export function getAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(query.page) });
  if (query.area) search.set('area', query.area);
  return apiFetch(`/api/admin/audit?${search}`, { schema: AuditResponseSchema, signal });
}

export const auditLogQuery = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: ['admin-audit', query] as const,
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQuery(query));
}
