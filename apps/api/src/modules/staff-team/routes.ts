/**
 * The team page's calls (decision 078), in the staff scope and a supervisor's alone
 * (`supervisorOnly` in the call table: plugins/auth.ts refuses an agent 403 FORBIDDEN).
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import {
  changeStaffRole,
  createStaffMemberByBackOffice,
  disableStaffMember,
  listStaffMembers,
} from './service.js';

const tags = ['Staff'];

export const staffTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getStaffMembers,
    {
      tags,
      summary:
        'The staff accounts with their role, whether their authenticator app is enrolled, and whether disabled',
    },
    async (request) => ok(await listStaffMembers(app.ctx, currentSession(request))),
  );

  callRoute(
    app,
    CALLS.createStaffMember,
    {
      tags,
      summary:
        'A staff account, agent or supervisor, made as the `staff create` command makes it; its drawn password ' +
        'answered once. 409 EMAIL_EXISTS for an address a passenger or a staff member uses',
    },
    async (request) =>
      ok(
        await createStaffMemberByBackOffice(app.ctx, currentSession(request), {
          email: request.body.email,
          role: request.body.role,
          firstname: request.body.firstname,
          name: request.body.name,
        }),
      ),
  );

  callRoute(
    app,
    CALLS.changeStaffRole,
    {
      tags,
      summary: 'A staff member made agent or supervisor; 409 LAST_SUPERVISOR for the last active supervisor',
    },
    async (request) => ok(await changeStaffRole(app.ctx, currentSession(request), request.body)),
  );

  callRoute(
    app,
    CALLS.disableStaffMember,
    {
      tags,
      summary:
        'A staff account disabled: it signs in no more and its sessions end. 409 LAST_SUPERVISOR for the last ' +
        'active supervisor',
    },
    async (request) => ok(await disableStaffMember(app.ctx, currentSession(request), request.body)),
  );
};
