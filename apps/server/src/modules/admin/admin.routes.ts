import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from './dashboard.routes';
import { jobsRoutes } from './jobs.routes';
import { settingsRoutes } from './settings.routes';
import { teamRoutes } from './team.routes';
import { topBarRoutes } from './top-bar.routes';

/**
 * The back-office beyond catalogue and orders: dashboard, to-dos, team, audit log, settings,
 * failed jobs and the top bar's search and bell.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(teamRoutes);
  await app.register(settingsRoutes);
  await app.register(jobsRoutes);
  await app.register(topBarRoutes);
};
