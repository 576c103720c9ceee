/** Account/exportData and Account/requestErasure (decision 049); the erasure itself is Actions/useCode's. */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { AppError } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { exportData, requestErasure, takeExportTurn } from './service.js';

export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.exportData,
    {
      tags: ['Account'],
      summary:
        'Everything the person holds, as a ZIP: donnees.json (identity, profiles, cards with contracts, ' +
        'alerts and consents, card requests, orders and invoices, saved payment cards, documents) and ' +
        'the files (documents, card photos, the newest invoices as PDF). 403 for a guest; ' +
        'RATE_LIMIT_DATA_EXPORTS_PER_ACCOUNT per window (429 with Retry-After)',
      bytes: { description: 'The ZIP', contentType: 'application/zip', format: 'ZIP' },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const wait = await takeExportTurn(app.ctx, session);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError('RATE_LIMITED');
      }
      const { zip, filename } = await exportData(app.db, session, requestLocale(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );

  callRoute(
    app,
    CALLS.requestErasure,
    {
      tags: ['Account'],
      summary:
        'Asks for the account’s erasure: the password again (400 INVALID_PASSWORD), then a code mailed, ' +
        'spent on Actions/useCode with LEGACY_ACCOUNT_ANONYMIZATION within 30 minutes. 403 for a guest, ' +
        '409 ERASURE_OUTSTANDING_PAYMENTS while an instalment is still due',
      preHandler: app.limitRequests([
        { name: 'erasure-address', max: app.config.rateLimits.resetPerAddress, keyOf: (r) => r.ip },
      ]),
    },
    async (request) =>
      ok(
        await requestErasure(app.ctx, currentSession(request), request.body.password, requestLocale(request)),
      ),
  );
};
