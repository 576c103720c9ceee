/**
 * Card production's staff calls (issue 25, decision 074), in the staff scope:
 * Staff/productionQueue.json, Staff/printCardSheets.pdf (the bytes), Staff/markCardShipped.json,
 * Staff/markCardReadyForPickup.json and Staff/markCardHandedOver.json.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import {
  markCardHandedOver,
  markCardReadyForPickup,
  markCardShipped,
  printCardSheets,
  productionQueue,
} from './service.js';

const tags = ['Staff'];
const STEP_CONFLICT =
  '409 PRODUCTION_STEP_CONFLICT when the card is not at the step the action starts from (skipped, or ' +
  'done by another agent meanwhile); 404 NOT_FOUND for a card no paid order made; written to the audit log';

export const productionStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.productionQueue,
    {
      tags,
      summary:
        'The cards made by paid orders and not yet shipped or handed over, oldest payment first, with their ' +
        'step (NUMBERED, PRINTED, READY_FOR_PICKUP) and delivery (SHIPPING, PICKUP); `step` keeps one step',
    },
    async (request) => ok({ items: await productionQueue(app.db, request.query.step) }),
  );

  callRoute(
    app,
    CALLS.printCardSheets,
    {
      tags,
      summary:
        'The card sheets of a batch as one A4 PDF (8 cards a sheet: photo, holder, number, Code 128 barcode); ' +
        'each card NUMBERED becomes PRINTED, all or none; ' +
        STEP_CONFLICT,
      bytes: { description: 'The card sheets', contentType: 'application/pdf', format: 'PDF' },
    },
    async (request, reply) => {
      const pdf = await printCardSheets(app.db, currentSession(request), request.body.mediaIds);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="card-sheets.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  callRoute(
    app,
    CALLS.markCardShipped,
    {
      tags,
      summary:
        'A PRINTED card for home delivery is SHIPPED with the carrier’s tracking reference; the holder’s ' +
        'account gets a mail with it; the order is PROCESSED once its every card is done; ' +
        STEP_CONFLICT,
    },
    async (request) =>
      ok({
        item: await markCardShipped(
          app.db,
          app.config,
          currentSession(request),
          request.body.mediaId,
          request.body.trackingReference,
        ),
      }),
  );

  callRoute(
    app,
    CALLS.markCardReadyForPickup,
    {
      tags,
      summary:
        'A PRINTED card for pickup is READY_FOR_PICKUP at the agency; the holder’s account gets a mail with ' +
        'the agency’s address and opening hours; ' +
        STEP_CONFLICT,
    },
    async (request) =>
      ok({
        item: await markCardReadyForPickup(app.db, app.config, currentSession(request), request.body.mediaId),
      }),
  );

  callRoute(
    app,
    CALLS.markCardHandedOver,
    {
      tags,
      summary:
        'A card READY_FOR_PICKUP is HANDED_OVER to its holder: its passes start (decision 074) and the order ' +
        'is PROCESSED once its every card is done; ' +
        STEP_CONFLICT,
    },
    async (request) =>
      ok({
        item: await markCardHandedOver(app.db, app.config, currentSession(request), request.body.mediaId),
      }),
  );
};
