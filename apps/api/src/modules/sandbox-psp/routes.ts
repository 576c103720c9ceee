/**
 * The sandbox payment provider's hosted pages (our addition), unsigned like a real provider's: a
 * browser GETs them and posts their forms (application/x-www-form-urlencoded, read here only,
 * with a small body limit). Every answer is an HTML page or a 303, never the JSON envelope, and
 * never a 5xx for a bad request. The notifier that tells the merchant is a job of src/jobs.ts.
 */
import { CALLS, type Locale } from '@oceane/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callUrl } from '../../lib/calls.js';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import { requestLocale } from '../../lib/locale.js';
import {
  cancelPayment,
  showChallengePage,
  showPayPage,
  submitChallenge,
  submitPayment,
  type Answer,
} from './hosted-flow.js';
import { noticePage, PAY_FIELDS } from './pages.js';

/** A card form is a few hundred bytes; 16 KB leaves room for any honest browser. */
const FORM_BODY_LIMIT = 16 * 1024;
/** Longer than any field of the forms (the longest, the cardholder, is 100). */
const FIELD_MAX = 200;
const FORM_FIELDS = new Set(['session', 'action', 'code', ...PAY_FIELDS]);

const text = z.string().optional();
const pageQuery = z.object({ session: text.describe('The payment id (ps_…)') });
const payForm = z.object({
  session: text,
  action: text.describe('"cancel" cancels the payment and goes back to the merchant'),
  cardNumber: text,
  expiry: text.describe('MM/YY'),
  cvc: text,
  cardholder: text,
});
const challengeForm = z.object({ session: text, action: text, code: text });

/**
 * A urlencoded body as the forms send it: the known fields only (the first value of each), each
 * cut to FIELD_MAX characters. Anything else in the body is ignored.
 */
export function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (FORM_FIELDS.has(key) && !Object.hasOwn(fields, key)) fields[key] = value.slice(0, FIELD_MAX);
  }
  return fields;
}

function send(reply: FastifyReply, answer: Answer) {
  if ('redirect' in answer) return reply.code(303).header('location', answer.redirect).send();
  return reply
    .code(answer.page.status)
    .header('content-security-policy', answer.page.csp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(answer.page.html);
}

function localeOf(request: FastifyRequest): Locale {
  return requestLocale(request);
}

/** Whatever fails on these routes answers a page in the browser's language, never the envelope. */
function pageErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const clientError =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
  const status = clientError ? error.statusCode! : isDatabaseUnavailable(error) ? 503 : 500;
  if (status >= 500) request.log.error({ err: error }, 'sandbox payment page failed');
  else request.log.info({ code: error.code, reason: error.message }, 'sandbox payment page refused');
  const page = noticePage(status >= 500 ? 'failure' : 'badRequest', localeOf(request), undefined, status);
  return send(reply, { page });
}

export const sandboxPspRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(pageErrorHandler);
  // These routes read browser forms only: JSON (and anything else) is 415 here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, parseForm(body as string)),
  );

  const tags = ['Sandbox payment provider'];

  app.get(
    callUrl(CALLS.sandboxPaymentPage),
    { schema: { tags, summary: 'The hosted payment page (HTML, not signed)', querystring: pageQuery } },
    async (request, reply) =>
      send(reply, await showPayPage(app.db, request.query.session, localeOf(request))),
  );

  app.post(
    callUrl(CALLS.sandboxPaymentSubmit),
    {
      schema: {
        tags,
        summary:
          'The card form (urlencoded): 303 to the merchant, the challenge, or the page with its errors',
        body: payForm,
      },
    },
    async (request, reply) => {
      const form = request.body;
      const locale = localeOf(request);
      if (form.action === 'cancel') return send(reply, await cancelPayment(app.db, form.session, locale));
      const values = {
        cardNumber: form.cardNumber ?? '',
        expiry: form.expiry ?? '',
        cvc: form.cvc ?? '',
        cardholder: form.cardholder ?? '',
      };
      return send(reply, await submitPayment(app.db, form.session, values, locale));
    },
  );

  app.get(
    callUrl(CALLS.sandboxChallengePage),
    { schema: { tags, summary: 'The 3-D Secure challenge page (HTML)', querystring: pageQuery } },
    async (request, reply) =>
      send(reply, await showChallengePage(app.db, request.query.session, localeOf(request))),
  );

  app.post(
    callUrl(CALLS.sandboxChallengeSubmit),
    {
      schema: {
        tags,
        summary: 'The challenge code (urlencoded): 303 to the merchant, or the page again',
        body: challengeForm,
      },
    },
    async (request, reply) => {
      const form = request.body;
      const locale = localeOf(request);
      if (form.action === 'cancel') return send(reply, await cancelPayment(app.db, form.session, locale));
      return send(reply, await submitChallenge(app.db, form.session, form.code ?? '', locale));
    },
  );
};
