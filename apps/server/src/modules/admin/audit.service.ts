import { AUDIT_PER_PAGE, type AuditQuery, type AuditResponse } from '@backlit/domain';
import type { Database } from '../../db/client';
import { AuditRepository } from './audit.repository';

/** The audit log page: staff actions, newest first. */
export class AuditService {
  private readonly repository: AuditRepository;

  constructor(db: Database) {
    this.repository = new AuditRepository(db);
  }

  async page(query: AuditQuery): Promise<Omit<AuditResponse, 'status'>> {
    const { rows, total } = await this.repository.page(query.page, AUDIT_PER_PAGE, query.area);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        actor_id: row.actorId,
        actor_email: row.actorEmail,
        area: row.area,
        action: row.action,
        summary: row.summary,
        created_at: row.createdAt.toISOString(),
      })),
      total,
      page: query.page,
      per_page: AUDIT_PER_PAGE,
    };
  }
}
