import { ROLE, type StaffMember } from '@backlit/domain';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { TeamRepository, type MemberRow } from './team.repository';

export const NO_SUCH_ACCOUNT =
  'No account uses this e-mail address. Ask them to register on the shop first.';
export const ALREADY_STAFF = 'This person is already on the team.';
export const NOT_STAFF = 'Staff member not found.';
export const CANNOT_DEMOTE_SELF = 'You cannot remove yourself from the team.';
export const LAST_ADMIN = 'The shop must keep at least one staff member.';
export const NO_LONGER_STAFF = 'You are no longer on the team.';

function toMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    since: row.createdAt.toISOString(),
  };
}

/** The shop's staff: who they are, promoting a customer, demoting a member. */
export class TeamService {
  private readonly repository: TeamRepository;

  constructor(db: Database) {
    this.repository = new TeamRepository(db);
  }

  async list(): Promise<StaffMember[]> {
    return (await this.repository.staff()).map(toMember);
  }

  async promote(actor: AuditActor, email: string): Promise<StaffMember> {
    return this.repository.transaction(async (repository) => {
      const account = await repository.lockByEmail(email);
      if (!account) throw new AppError('NOT_FOUND', NO_SUCH_ACCOUNT);
      if (account.roleAs === ROLE.admin) throw new AppError('CONFLICT', ALREADY_STAFF);
      await repository.setRole(account.id, ROLE.admin);
      await repository.audit(actor, {
        area: 'team',
        action: 'team.promote',
        summary: `Added ${account.email} to the team`,
      });
      return toMember(account);
    });
  }

  /**
   * Makes a staff member a customer again. Never oneself, never the last staff member: checked
   * with every staff row locked, so two demotions at once cannot empty the team.
   */
  async demote(actor: AuditActor, userId: number): Promise<StaffMember> {
    if (userId === actor.id) throw new AppError('CONFLICT', CANNOT_DEMOTE_SELF);
    return this.repository.transaction(async (repository) => {
      const staff = await repository.lockStaff();
      // The actor may have been demoted while this request waited for the lock.
      if (!staff.some((member) => member.id === actor.id)) {
        throw new AppError('NOT_ALLOWED', NO_LONGER_STAFF);
      }
      const target = staff.find((member) => member.id === userId);
      if (!target) throw new AppError('NOT_FOUND', NOT_STAFF);
      if (staff.length <= 1) throw new AppError('CONFLICT', LAST_ADMIN);
      await repository.setRole(target.id, ROLE.customer);
      await repository.audit(actor, {
        area: 'team',
        action: 'team.demote',
        summary: `Removed ${target.email} from the team`,
      });
      return toMember(target);
    });
  }
}
