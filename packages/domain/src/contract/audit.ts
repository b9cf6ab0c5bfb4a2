import { z } from 'zod';

/** The parts of the back-office whose staff actions are recorded in the audit log. */
export const AUDIT_AREAS = [
  'catalogue',
  'orders',
  'team',
  'settings',
  'shows',
  'content',
  'companies',
  'quotes',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** One staff action as the audit log page shows it: who, what, when. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** Null once the staff account was deleted; `actor_email` still says who it was. */
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  area: z.enum(AUDIT_AREAS),
  /** A short machine name, e.g. `product.update`, `order.ship`, `team.promote`. */
  action: z.string(),
  /** What happened, in a sentence a person reads, e.g. 'Shipped order BLS-7K4M2Q (UPS 1Z…)'. */
  summary: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
