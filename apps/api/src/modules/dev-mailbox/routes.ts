/**
 * GET /dev/mailbox and /dev/mailbox.json?to=: the outbox for developers and tests. Registered only
 * when devMailboxStatus (config.ts) allows it: never in production or with SMTP_URL, and on a
 * loopback HOST or with DEV_MAILBOX=true; elsewhere these paths are 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailboxPage } from './page.js';
import { listMailbox, listSmsbox } from './service.js';

const mailboxQuery = z.object({ to: z.string().trim().max(254).optional() });

const smsSchema = z.object({
  id: z.number(),
  to: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});

const mailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});

export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags: ['Health'],
        summary:
          'Development only: the mails of the outbox and the text messages of the SMS outbox, newest first',
        querystring: mailboxQuery,
        response: { 200: z.object({ mails: z.array(mailSchema), sms: z.array(smsSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const to = request.query.to || null;
      return { mails: await listMailbox(app.db, to), sms: await listSmsbox(app.db, to) };
    },
  );

  app.get('/dev/mailbox', { schema: { hide: true, querystring: mailboxQuery } }, async (request, reply) => {
    const to = request.query.to || null;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(mailboxPage(await listMailbox(app.db, to), to, await listSmsbox(app.db, to)));
  });
};
