import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../../../src/config.js';
import type { Db } from '../../../src/db/index.js';
import type { Database } from '../../../src/db/types.js';
import { getCards } from '../../../src/modules/cards/service.js';
import { authenticate } from '../../../src/modules/sessions/service.js';
import { useTestApp } from '../../helpers/app.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

/** A second Kysely on the test's database that counts the statements it runs. */
function countingDb(config: DatabaseConfig): { db: Db; count: () => number; reset: () => void } {
  let statements = 0;
  const dialect =
    config.kind === 'sqlite'
      ? new SqliteDialect({ database: new SQLite(config.path) })
      : config.kind === 'postgres'
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 1 }) })
        : null;
  if (!dialect) throw new Error(`no counting Kysely for ${config.kind}`);
  const db = new Kysely<Database>({
    dialect,
    log: () => {
      statements += 1;
    },
  });
  return { db, count: () => statements, reset: () => (statements = 0) };
}

describe.each(DIALECTS)(
  'getCards asks the database the same number of times however many cards ($name)',
  (dialect) => {
    const ctx = useTestApp(dialect);
    const opened: Db[] = [];
    afterAll(async () => {
      for (const db of opened) await db.destroy();
    });

    it('one card with one contract, or eight with two each: the session, the cards, their contracts, their products', async () => {
      const { app, config, database } = ctx();
      const counting = countingDb(database.config);
      opened.push(counting.db);
      const statementsFor = async (cards: number, contractsEach: number) => {
        const me = await signUpAndLogIn(app);
        for (let index = 0; index < cards; index += 1)
          await insertCard(app, {
            accountId: me.userId,
            contracts: Array.from({ length: contractsEach }, (_, n) => ({
              product: n % 2 === 0 ? 'MONTHLY_ALL' : 'ANNUAL_ALL',
            })),
          });
        counting.reset();
        const session = await authenticate(counting.db, config, me.userToken);
        const views = await getCards(counting.db, session, {}, 'fr');
        expect(views).toHaveLength(cards);
        expect(views.flatMap((view) => view.contracts)).toHaveLength(cards * contractsEach);
        return counting.count();
      };
      const few = await statementsFor(1, 1);
      const many = await statementsFor(8, 2);
      expect(few).toBeLessThanOrEqual(4);
      expect(many).toBe(few);
    });
  },
);
