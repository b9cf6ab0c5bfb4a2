import { z } from 'zod';
import { AUDIT_AREAS, AuditEntrySchema } from './audit';
import { PageNumberSchema } from './fields';

export const AUDIT_PER_PAGE = 30;

export const AUDIT_AREA_LABELS: Record<(typeof AUDIT_AREAS)[number], string> = {
  catalogue: 'Catalogue',
  orders: 'Orders',
  team: 'Team',
  settings: 'Settings',
  shows: 'Trade shows',
  content: 'Content',
  companies: 'Companies',
  quotes: 'Quotes',
};

export const AuditQuerySchema = z.object({
  page: PageNumberSchema,
  area: z.enum(AUDIT_AREAS, { error: 'Unknown area.' }).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditResponseSchema = z.object({
  status: z.literal(200),
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AuditResponse = z.infer<typeof AuditResponseSchema>;
