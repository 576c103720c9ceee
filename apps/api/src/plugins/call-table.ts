/**
 * Holds the api to the call table of packages/domain (`CALLS`): every route registered under
 * /api must be a call of the table with the same method and the same access (unsigned, signed,
 * behind a session, behind the staff role), and every call of the table must be registered. A difference stops the
 * start with a message naming the call, so a new route cannot slip past the table, and the
 * tests that walk the table (ownership, fuzzing) reach every route.
 */
import { CALL_LIST, findCall, type CallAccess } from '@oceane/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes of the signed scope (plugins/shmac.ts). */
    signed?: boolean;
    /** Set on the routes of the session scope (plugins/auth.ts). */
    session?: boolean;
    /** Set on the routes of the staff scope, nested in the session scope (plugins/auth.ts). */
    staff?: boolean;
  }
}

const API_PREFIX = '/api/';

/**
 * Marks the routes registered in a scope from now on (the signed, session and staff scopes). A
 * nested scope inherits its parents' marks, so a staff route is signed and behind a session too.
 */
export function markScopeRoutes(scope: FastifyInstance, mark: 'signed' | 'session' | 'staff'): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, [mark]: true };
  });
}

function accessOf(route: RouteOptions): CallAccess {
  if (route.config?.staff) return 'staff';
  if (route.config?.session) return 'session';
  return route.config?.signed ? 'public' : 'unsigned';
}

/** The differences between the registered routes and the table; empty when they agree. */
export function callTableDifferences(routes: RouteOptions[], config: Config): string[] {
  const problems: string[] = [];
  const registered = new Set<string>();
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const path = route.url.slice(API_PREFIX.length);
      const call = findCall(method, path);
      if (!call) {
        problems.push(`${method} /api/${path} is not in the call table (packages/domain/src/calls.ts)`);
        continue;
      }
      registered.add(call.name);
      const access = accessOf(route);
      if (access !== call.access)
        problems.push(`${call.name}: registered as ${access}, the table says ${call.access}`);
      if (Boolean(route.config?.multipart) !== Boolean(call.multipart))
        problems.push(`${call.name}: multipart differs from the table`);
    }
  }
  for (const call of CALL_LIST) {
    const enabled = call.enabledBy !== 'errorReporting' || config.monitoring.errorReporting;
    if (enabled && !registered.has(call.name))
      problems.push(`${call.name} (${call.method} /api/${call.path}) is not registered`);
  }
  return problems;
}

export const callTablePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      const isDocs = route.url === '/api/docs' || route.url.startsWith('/api/docs/');
      if (route.url.startsWith(API_PREFIX) && !isDocs) routes.push(route);
    });
    app.addHook('onReady', async () => {
      const problems = callTableDifferences(routes, config);
      if (problems.length > 0)
        throw new Error(`The api differs from its call table:\n- ${problems.join('\n- ')}`);
    });
  },
  { name: 'call-table' },
);
