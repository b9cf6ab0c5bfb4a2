import {
  CreateStaffTodoSchema,
  DashboardQuerySchema,
  DashboardResponseSchema,
  MessageResponseSchema,
  StaffTodoIdParamsSchema,
  StaffTodoResponseSchema,
  StaffTodosResponseSchema,
  UpdateStaffTodoSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../auth';
import { DashboardService } from './dashboard.service';
import { TodosService } from './todos.service';
import { errorResponses } from '../../platform/errors';

/** The admin dashboard: the shop's figures for a period and each staff member's to-do list. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = new DashboardService(app.db);
  const todos = new TodosService(app.db);

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders, customers, sales by day, recent orders and low stock for a period',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({ status: 200 as const, ...(await dashboard.figures(request.query)) }),
  );

  app.get(
    '/api/admin/todos',
    {
      schema: {
        tags: ['admin'],
        summary: "The signed-in staff member's own to-do list",
        response: { 200: StaffTodosResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      todos: await todos.list(signedInUser(request).user.id),
    }),
  );

  app.post(
    '/api/admin/todos',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds an item to the signed-in staff member’s to-do list',
        body: CreateStaffTodoSchema,
        response: { 201: StaffTodoResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const todo = await todos.create(signedInUser(request).user.id, request.body);
      return reply.code(201).send({ status: 201 as const, todo });
    },
  );

  app.patch(
    '/api/admin/todos/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ticks, unticks or rewords one of your to-do items',
        params: StaffTodoIdParamsSchema,
        body: UpdateStaffTodoSchema,
        response: { 200: StaffTodoResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      todo: await todos.update(signedInUser(request).user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/todos/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes one of your to-do items',
        params: StaffTodoIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await todos.delete(signedInUser(request).user.id, request.params.id);
      return { status: 200, message: 'To-do deleted.' };
    },
  );
};
