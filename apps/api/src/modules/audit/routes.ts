/**
 * The audit log's supervisor calls (decision 070), in the staff scope: Staff/getAuditLog.json (a
 * page, filtered) and Staff/exportAuditLog.csv (the same filters, every entry, as CSV).
 */
import { CALLS, networkDay, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { auditCsv, auditEntries, auditPage } from './service.js';

const tags = ['Staff'];

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getAuditLog,
    {
      tags,
      summary:
        'The audit log, newest first, a page of 50, filtered by staff member (`agent`, an identity id), ' +
        'customer (`customer`, a profile id) and days (`from`, `to`, inclusive); supervisors only (403 FORBIDDEN for an agent)',
    },
    async (request) => {
      const { agent, customer, from, to, page } = request.query;
      return ok(await auditPage(app.db, { agent, customer, from, to, page }));
    },
  );

  callRoute(
    app,
    CALLS.exportAuditLog,
    {
      tags,
      summary:
        'The audit log with the same filters, every entry, as CSV (UTF-8 with BOM, `;` separators); supervisors only',
      bytes: { description: 'The audit log', contentType: 'text/csv', format: 'CSV, UTF-8 with BOM' },
    },
    async (request, reply) => {
      const { agent, customer, from, to } = request.query;
      const csv = auditCsv(await auditEntries(app.db, { agent, customer, from, to }), requestLocale(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${networkDay()}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
