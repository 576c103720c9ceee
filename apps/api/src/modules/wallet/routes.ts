/** Account/getWallet, Wallet/contractAttestation (a PDF) and wallet/transferContract, behind the auth hook. */
import { ok, CALLS } from '@oceane/domain';
import { callUrl } from '../../lib/calls.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binary } from '../../lib/binary-schema.js';
import { requestLocale } from '../../lib/locale.js';
import { koEnvelopeSchema, responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { attestationQuery, transferBody, transferResponse, walletQuery, walletResponse } from './schemas.js';
import { contractAttestation, getWallet, transferContracts } from './service.js';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    callUrl(CALLS.getWallet),
    {
      schema: {
        tags: ['Wallet'],
        summary: 'The caller’s cards with their contracts',
        querystring: walletQuery,
        response: responses(walletResponse),
      },
    },
    async (request) =>
      ok({ wallet: await getWallet(app.db, currentSession(request), requestLocale(request)) }),
  );

  app.get(
    callUrl(CALLS.contractAttestation),
    {
      schema: {
        tags: ['Wallet'],
        summary:
          'A PDF attestation of a contract’s payment (holder, card, product, validity, price per month) ' +
          'for an employer’s reimbursement; errors in the envelope (403 for a contract not the caller’s, ' +
          '409 CONFLICT for one that does not renew)',
        querystring: attestationQuery,
        response: {
          200: {
            description: 'The attestation',
            content: { 'application/pdf': { schema: binary('PDF, A4') } },
          },
          '4xx': koEnvelopeSchema,
          '5xx': koEnvelopeSchema,
        },
      },
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

  app.post(
    callUrl(CALLS.transferContract),
    {
      schema: {
        tags: ['Wallet'],
        summary:
          'Moves the running and pending contracts of a lost card to its replacement and marks the old ' +
          'card expired. 403 for a card not the caller’s, 409 CARD_EXPIRED for an expired replacement',
        body: transferBody,
        response: responses(transferResponse),
      },
    },
    async (request) => {
      const { fromMediaId, toMediaId } = request.body;
      const contracts = await transferContracts(app.db, currentSession(request), fromMediaId, toMediaId);
      return ok({ transfer: { status: 'DONE' as const, contracts } });
    },
  );
};
