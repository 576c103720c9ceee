/**
 * The review queue's staff calls (issue 25, decision 072), in the staff scope: Staff/reviewQueue.json,
 * Staff/claimReview.json, Staff/reviewDocumentFile (the bytes, no-store) and the verdict,
 * Staff/reviewDocument.json.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import { documentBytesForReview } from '../documents/service.js';
import { claimReview, giveVerdict, reviewQueue } from './service.js';

const tags = ['Staff'];

export const reviewStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.reviewQueue,
    {
      tags,
      summary:
        'The proofs awaiting review, oldest first: age, type, holder, order reference, and the agent who holds ' +
        'each while the claim is live',
    },
    async () => ok({ items: await reviewQueue(app.db) }),
  );

  callRoute(
    app,
    CALLS.claimReview,
    {
      tags,
      summary:
        'Takes an item for 15 minutes (again: renews); another agent’s live claim stands unless takeOver, and ' +
        '`held` false says so with who holds it; 404 NOT_FOUND for a document not awaiting review',
    },
    async (request) => {
      const { documentId, takeOver } = request.body;
      return ok(
        await claimReview(app.db, currentSession(request), {
          documentId,
          ...(takeOver !== undefined ? { takeOver } : {}),
        }),
      );
    },
  );

  callRoute(
    app,
    CALLS.reviewDocumentFile,
    {
      tags,
      summary: 'The bytes of any account’s document, for the review, never cached; 404 NOT_FOUND',
      bytes: { description: 'The document', contentType: 'application/octet-stream', format: 'PDF or JPEG' },
    },
    async (request, reply) => {
      const file = await documentBytesForReview(app.db, request.query.documentId);
      return (
        reply
          .type(file.mimeType)
          .header('content-disposition', 'inline')
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          // Shown in the back office's page: a PDF runs no script and loads nothing.
          .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'self'")
          .send(file.data)
      );
    },
  );

  callRoute(
    app,
    CALLS.reviewDocument,
    {
      tags,
      summary:
        'The mobility centre’s verdict on a PENDING document: VALID, or INVALID with a reason from the list ' +
        '(reasonCode; OTHER needs the reason’s text) and the owner gets a mail in the language of the order it ' +
        'was submitted for; an INVALID proof suspends the reduced fares it justified, told in that mail, and a ' +
        'VALID one accepts them or, replacing a refused one, reinstates them (decision 058); the VALID verdict ' +
        'on the last proof of a paid new card’s request makes the card (decision 072); written to the audit ' +
        'log; the same verdict again answers the document as it is (one mail); 404 NOT_FOUND, 409 CONFLICT ' +
        'for a deleted one or another verdict on a reviewed one, 409 REVIEW_HELD while another agent holds it',
    },
    async (request) => {
      const { documentId, status, reason, reasonCode } = request.body;
      const reviewed = await giveVerdict(app.db, app.config, currentSession(request), {
        documentId,
        status,
        reason,
        reasonCode,
      });
      return ok({ document: reviewed.document });
    },
  );
};
