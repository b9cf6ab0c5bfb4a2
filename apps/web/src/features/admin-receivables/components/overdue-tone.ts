import type { ReceivableAge } from '@backlit/domain';

export type OverdueTone = 'amber' | 'red';

/**
 * How loudly money owed at an age asks to be chased: not at all while it is not yet due (or
 * nothing is owed), amber in its first month overdue, red after that.
 */
export function overdueTone(age: ReceivableAge, amount: number): OverdueTone | undefined {
  if (age === 'current' || amount <= 0) return undefined;
  return age === 'overdue_1_30' ? 'amber' : 'red';
}
