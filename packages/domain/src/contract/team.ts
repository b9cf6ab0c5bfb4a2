import { z } from 'zod';
import { EmailSchema } from './auth';
import { idParam } from './fields';

/** A member of staff as the team page lists them. */
export const StaffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** When the account was made (the shop keeps no separate promotion date). */
  since: z.iso.datetime({ offset: true }),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const TeamResponseSchema = z.object({
  status: z.literal(200),
  staff: z.array(StaffMemberSchema),
});
export type TeamResponse = z.infer<typeof TeamResponseSchema>;

export const PromoteStaffRequestSchema = z.strictObject({ email: EmailSchema });
export type PromoteStaffRequest = z.infer<typeof PromoteStaffRequestSchema>;

export const PromoteStaffResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  member: StaffMemberSchema,
});

export const TeamMemberParamsSchema = z.object({
  userId: idParam('Unknown staff member.'),
});
