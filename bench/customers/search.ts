/**
 * The customer search on 10 000 accounts (decision 073): a fresh SQLite file (or PGlite with
 * `--pglite`), migrated and seeded, filled with 10 000 profiles, their identities and a card each,
 * then each kind of search run 50 times; prints the median and p95 per kind, in milliseconds.
 *
 *   npx tsx bench/customers/search.ts [--pglite]
 */
import { nameSearchKey } from '@oceane/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '../../apps/api/src/db/index.js';
import { seed } from '../../apps/api/src/db/seed.js';
import { searchCustomers } from '../../apps/api/src/modules/customers/service.js';

const ACCOUNTS = 10_000;
const RUNS = 50;
const FAMILY = [
  'Le Goff',
  'Kéravec',
  'Quéré',
  'Morvan',
  'Prigent',
  'Guillou',
  'Tanguy',
  'Cadiou',
  'Jaouen',
  'Le Bihan',
];
const FIRST = ['Hélène', 'Yann', 'Anaïs', 'Ronan', 'Soizic', 'Erwan', 'Gaëlle', 'Loïc', 'Maïwenn', 'Tristan'];

const pglite = process.argv.includes('--pglite');
const dir = mkdtempSync(join(tmpdir(), 'customer-search-'));
const { db, dialect } = await openDatabase(
  pglite ? { kind: 'pglite', dataDir: null } : { kind: 'sqlite', path: join(dir, 'bench.sqlite') },
);
await migrateToLatest(db, dialect);
await seed(db, { demo: false });
const now = new Date().toISOString();
for (let start = 0; start < ACCOUNTS; start += 500) {
  const batch = Array.from({ length: Math.min(500, ACCOUNTS - start) }, (_, k) => start + k);
  const identities = await db
    .insertInto('identities')
    .values(
      batch.map((n) => ({
        email: `client.${n}@example.org`,
        password_hash: 'x',
        name: `${FAMILY[n % 10]} ${n}`,
        firstname: FIRST[Math.floor(n / 10) % 10]!,
        phone: '',
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  const accounts = await db
    .insertInto('accounts')
    .values(
      batch.map((n, k) => ({
        identity_id: identities[k]!.id,
        network_id: 1,
        name: `${FAMILY[n % 10]} ${n}`,
        firstname: FIRST[Math.floor(n / 10) % 10]!,
        // As modules/account writes it with the names (decision 073).
        search_name: nameSearchKey({
          name: `${FAMILY[n % 10]} ${n}`,
          firstname: FIRST[Math.floor(n / 10) % 10]!,
        }),
        guest: 0,
        disabled: 0,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('media')
    .values(
      batch.map((n, k) => ({
        number: String(5_000_000_000 + n),
        network_id: 1,
        account_id: accounts[k]!.id,
        validity_end: '2031-12-31',
        expired: 0,
        reloading_name: null,
        holder_gender: 'MADAME',
        holder_name: FAMILY[n % 10]!,
        holder_firstname: FIRST[Math.floor(n / 10) % 10]!,
        holder_birthdate: '1990-01-01',
        holder_category: null,
        holder_address1: null,
        holder_address2: null,
        holder_zipcode: null,
        holder_city: null,
        holder_country: null,
        holder_mobile: null,
        holder_landline: null,
        photo: null,
        photo_type: null,
        created_at: now,
        photo_width: null,
        photo_height: null,
        photo_updated_at: null,
        alerts_email: null,
        alerts_phone: null,
        alerts_delivery_mode: null,
        alerts_favorite_modes: null,
        alerts_favorite_lines: null,
        alerts_locale: null,
        associated_at: now,
        replaced_by_id: null,
        blocked_at: null,
      })),
    )
    .execute();
}

const QUERIES: [string, string][] = [
  ['name, a rare one (accents typed without)', 'keravec 9981'],
  ['name, common (20 found early)', 'helene'],
  ['name, none found (every row read)', 'zzzz'],
  ['e-mail', 'client.9876@'],
  ['card number', '5000009876'],
  ['order reference', 'OM-0000'],
  ['invoice number', 'F2026-0000'],
];
console.log(`${ACCOUNTS} accounts, ${dialect}${pglite ? ' (PGlite)' : ''}, ${RUNS} runs each`);
for (const [label, q] of QUERIES) {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    found = (await searchCustomers(db, 1, q)).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(
    `${label.padEnd(42)} ${String(found).padStart(2)} found  median ${at(0.5)} ms  p95 ${at(0.95)} ms`,
  );
}
await db.destroy();
rmSync(dir, { recursive: true, force: true });
