/**
 * Opens the database, brings it to the latest migration, seeds it, and creates the mailer: what
 * every route and service reaches through `app.db`, `app.mailer` and `app.ctx`. Closed with the app.
 * The mailer is made by the mail module's factory, which app.ts passes in (plugins import no module).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { migrateToLatest, openDatabase, type Db, type OpenDatabase } from '../db/index.js';
import { seed, seedOptionsFor } from '../db/seed.js';
import type { IssueInvoice } from '../db/seed-orders.js';
import { databaseCause, databaseLocation, isDatabaseUnavailable } from '../lib/db-errors.js';
import type { AppContext } from '../lib/context.js';
import type { CreateMailer, Mailer } from '../lib/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseKind: OpenDatabase['kind'];
    mailer: Mailer;
    ctx: AppContext;
  }
}

/** A cause is told again after this long, if it lasts: an operator who missed it sees it again. */
const CAUSE_REPEAT_MS = 60_000;

/**
 * The operator's line when the database cannot be used now (full, read-only, locked, away):
 * which database and why, once per cause and minute, beside the envelope's line for each
 * request that failed.
 */
function logDatabaseUnavailable(app: FastifyInstance, config: Config) {
  const toldAt = new Map<string, number>();
  app.addHook('onError', async (_request, _reply, error) => {
    if (!isDatabaseUnavailable(error)) return;
    const cause = databaseCause(error);
    const now = Date.now();
    if (now - (toldAt.get(cause) ?? -Infinity) < CAUSE_REPEAT_MS) return;
    toldAt.set(cause, now);
    app.log.error(
      { database: databaseLocation(config.database), cause },
      `database unavailable: ${cause}, ${databaseLocation(config.database)}`,
    );
  });
}

export const contextPlugin = fp<{ config: Config; createMailer: CreateMailer; issueInvoice?: IssueInvoice }>(
  async (app, { config, createMailer, issueInvoice }) => {
    const database = await openDatabase(config.database, (error) =>
      app.log.warn({ err: error }, 'database connection lost: the next query opens a new one'),
    );
    try {
      const applied = await migrateToLatest(database.db, database.dialect);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
      await seed(database.db, { ...seedOptionsFor(config), issueInvoice });
    } catch (error) {
      await database.db.destroy();
      throw error;
    }
    const mailer = createMailer({
      db: database.db,
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      log: app.log,
    });
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('databaseKind', database.kind);
    app.decorate('mailer', mailer);
    app.decorate('ctx', { db: database.db, config, mailer });
    logDatabaseUnavailable(app, config);
    app.addHook('onClose', async () => {
      mailer.close();
      await database.db.destroy();
    });
  },
  { name: 'context' },
);
