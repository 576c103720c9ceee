/**
 * Terms/getTermsOfUse.json, Terms/getLegalNotice.json, Terms/getPrivacyPolicy.json: public and
 * the same for everyone in a language, so a shared cache may keep them the five minutes of spec
 * §9's HTTP cache (a refusal stays no-store, app.ts).
 */
import { CALLS, ok, type LegalDocumentKind } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { legalDocument } from './service.js';

const CALL_OF = {
  termsOfUse: { call: CALLS.termsOfUse, summary: 'The terms of use and sale, in the caller’s language' },
  legalNotice: { call: CALLS.legalNotice, summary: 'The legal notice: publisher, host, contact' },
  privacyPolicy: {
    call: CALLS.privacyPolicy,
    summary: 'The privacy policy: controller, purposes, retention periods, rights',
  },
} as const satisfies Record<LegalDocumentKind, unknown>;

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of Object.keys(CALL_OF) as LegalDocumentKind[]) {
    const { call, summary } = CALL_OF[kind];
    callRoute(app, call, { tags: ['Terms'], summary }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language');
      return ok({ document: legalDocument(kind, requestLocale(request)) });
    });
  }
};
