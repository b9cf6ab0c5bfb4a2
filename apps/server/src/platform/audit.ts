import type { AuditArea } from '@backlit/domain';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** The staff member acting: their id and e-mail as they are now. */
export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditRecord {
  area: AuditArea;
  /** A short machine name, e.g. `product.update`, `order.ship`, `team.promote`. */
  action: string;
  /** What happened, in a sentence a person reads. */
  summary: string;
}

/**
 * Records a staff action in the audit log. Pass the transaction that makes the change, so the
 * entry exists exactly when the change does.
 */
export async function recordStaffAction(
  db: Database,
  actor: AuditActor,
  record: AuditRecord,
): Promise<void> {
  await db.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, ...record });
}

/** Who the log names for what the shop does by itself (e.g. a quote expiring). */
export const AUTOMATIC_ACTOR_EMAIL = 'shop (automatic)';

/** Records a change no person made (a job's), in the transaction that makes it. */
export async function recordAutomaticAction(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({ actorId: null, actorEmail: AUTOMATIC_ACTOR_EMAIL, ...record });
}
