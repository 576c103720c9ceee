/**
 * Terms/getTermsOfUse.json, Terms/getLegalNotice.json, Terms/getPrivacyPolicy.json: public and
 * the same for everyone in a language, so a shared cache may keep them the five minutes of spec
 * §9's HTTP cache (a refusal stays no-store, app.ts).
 */
import { CALLS, legalDocumentResponse, ok, type Call, type LegalDocumentKind } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callUrl } from '../../lib/calls.js';
import { requestLocale } from '../../lib/locale.js';
import { localeField, responses } from '../../lib/schemas.js';
import { legalDocument } from './service.js';

const termsQuery = z.strictObject({
  locale: localeField.describe('Language of the text: fr (default) or en'),
});

const CALL_OF: Record<LegalDocumentKind, { call: Call; summary: string }> = {
  termsOfUse: { call: CALLS.termsOfUse, summary: 'The terms of use and sale, in the caller’s language' },
  legalNotice: { call: CALLS.legalNotice, summary: 'The legal notice: publisher, host, contact' },
  privacyPolicy: {
    call: CALLS.privacyPolicy,
    summary: 'The privacy policy: controller, purposes, retention periods, rights',
  },
};

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [kind, { call, summary }] of Object.entries(CALL_OF) as [
    LegalDocumentKind,
    (typeof CALL_OF)[LegalDocumentKind],
  ][]) {
    app.get(
      callUrl(call),
      {
        schema: {
          tags: ['Terms'],
          summary,
          querystring: termsQuery,
          response: responses(legalDocumentResponse),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language');
        return ok({ document: legalDocument(kind, requestLocale(request)) });
      },
    );
  }
};
