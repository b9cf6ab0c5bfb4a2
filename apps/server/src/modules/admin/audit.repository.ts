import type { AuditArea } from '@backlit/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** Reading the audit log (written through platform/audit). */
export class AuditRepository {
  constructor(private readonly db: Database) {}

  async page(
    page: number,
    perPage: number,
    area: AuditArea | undefined,
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const where = area ? eq(auditLog.area, area) : undefined;
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }
}
