import type { DashboardPeriod } from '@backlit/domain';

export const dashboardKeys = {
  figures: (period: DashboardPeriod) => ['admin-dashboard', period] as const,
  todos: ['admin-todos'] as const,
};
