/** Account/getWallet, Wallet/contractAttestation (a PDF) and wallet/transferContract, behind the auth hook. */
import { ok, CALLS } from '@oceane/domain';
import { callRoute } from '../../lib/call-route.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { contractAttestation, getWallet, transferContracts } from './service.js';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getWallet,
    {
      tags: ['Wallet'],
      summary: 'The caller’s cards with their contracts',
    },
    async (request) =>
      ok({ wallet: await getWallet(app.db, currentSession(request), requestLocale(request)) }),
  );

  callRoute(
    app,
    CALLS.contractAttestation,
    {
      tags: ['Wallet'],
      summary:
        'A PDF attestation of a contract’s payment (holder, card, product, validity, price per month) ' +
        'for an employer’s reimbursement; errors in the envelope (403 for a contract not the caller’s, ' +
        '409 CONFLICT for one that does not renew)',
      bytes: { description: 'The attestation', contentType: 'application/pdf', format: 'PDF, A4' },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const locale = requestLocale(request);
      const { pdf, filename } = await contractAttestation(app.db, session, request.query.contractId, locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  callRoute(
    app,
    CALLS.transferContract,
    {
      tags: ['Wallet'],
      summary:
        'Moves the running and pending contracts of a lost card to its replacement and marks the old ' +
        'card expired. 403 for a card not the caller’s, 409 CARD_EXPIRED for an expired replacement',
    },
    async (request) => {
      const { fromMediaId, toMediaId } = request.body;
      const contracts = await transferContracts(app.db, currentSession(request), fromMediaId, toMediaId);
      return ok({ transfer: { status: 'DONE' as const, contracts } });
    },
  );
};
