#!/usr/bin/env node
// The scale part of the bench (issue 9): the signed, authenticated reads getCards, Order/history
// and Order/computeAmount on a database of 1 thousand and of 1 million orders (100 and 100 000
// accounts), on SQLite and on PostgreSQL. The target: p99 at 1 million ≤ 1.5× p99 at 1 thousand,
// the same call on the same database kind in the same run; and no hot query reading a big table in
// full (their plans are in the report). Seeding (bench/scale/seed.mjs) is cached in
// bench/.scale-cache/ and in the PostgreSQL databases bench_scale_1k / bench_scale_1m.
//
//   node bench/scale.mjs [--reseed] [--scale-duration 5] [--scale-rounds 3] [--scale-databases sqlite,postgres]
//
// PostgreSQL is the server at SCALE_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432).
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './lib/args.mjs';
import { call, loginAs, signedGetUrl, signedPostBody } from './lib/client.mjs';
import { load } from './lib/load.mjs';
import { figure, formatValue } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { cpuMeter } from './scale/cpu.mjs';
import { explainCalls } from './scale/explain.mjs';
import { ORDERS_PER_ACCOUNT } from './scale/fill.mjs';
import { SCALE_PASSWORD, seedScale } from './scale/seed.mjs';

const SIZES = [
  { name: '1k', orders: 1_000 },
  { name: '1M', orders: 1_000_000 },
];
const DATABASES = ['sqlite', 'postgres'];
/** The ports of this part (3340-3349): one per database and size. */
const FIRST_PORT = 3340;
const TARGET_RATIO = 1.5;

/** The cart computeAmount prices: an annual pass on the card, with a voucher, 3 schedules. */
const amountInput = (mediaId) => ({
  items: [{ type: 'CARD_RELOAD', mediaId, shopItemId: 1007, quantity: 1 }],
  voucherCode: 'ANNUEL20',
});

function targetOf(root, database, size) {
  if (database === 'sqlite') {
    const dir = join(root, 'bench/.scale-cache');
    mkdirSync(dir, { recursive: true });
    return join(dir, `scale-${size.name.toLowerCase()}.sqlite`);
  }
  const server = (process.env.SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
  return `${server}/bench_scale_${size.name.toLowerCase()}`;
}

/** Starts the server on a seeded database, logs the measured account in, and builds the three requests. */
async function prepare({ root, database, target, port, measured }) {
  const server = await startServer({
    root,
    port,
    ...(database === 'sqlite' ? { sqlitePath: target } : { databaseUrl: target }),
    // The instalments and usage-billing jobs would charge the fill's due instalments meanwhile.
    env: { JOBS: 'off' },
  });
  try {
    const userToken = await loginAs(server.base, { email: measured.email, password: SCALE_PASSWORD });
    const { CARDS } = await call(server.base, 'GET', 'Account/getCards.json', { userToken });
    const card = CARDS.find((candidate) => !candidate.expired && !candidate.pendingSale);
    if (!card) throw new Error(`${measured.email} has no card to reload`);
    const requests = {
      getCards: { url: await signedGetUrl(server.base, 'Account/getCards.json', { userToken }) },
      history: { url: await signedGetUrl(server.base, 'Order/history.json', { userToken }) },
      computeAmount: {
        url: `${server.base}/api/Order/computeAmount.json`,
        method: 'POST',
        body: await signedPostBody({ userToken, ...amountInput(card.id) }),
      },
    };
    // Each answers once as expected before it is loaded: a bench of errors would measure nothing.
    const history = await call(server.base, 'GET', 'Order/history.json', { userToken });
    await call(server.base, 'POST', 'Order/computeAmount.json', { userToken, ...amountInput(card.id) });
    const meter = await cpuMeter({
      root,
      serverPid: server.pid,
      postgresUrl: database === 'postgres' ? target : null,
    });
    return {
      server,
      meter,
      userToken,
      cardId: card.id,
      requests,
      cards: CARDS.length,
      shown: history.orders.length,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const CALL_NAMES = {
  getCards: 'Account/getCards.json',
  history: 'Order/history.json',
  computeAmount: 'Order/computeAmount.json',
};

/** CPU milliseconds per request over all the rounds (api process and PostgreSQL backends). */
function cpuPerRequest(runs) {
  const seconds = runs.reduce((sum, run) => sum + run.cpuSeconds, 0);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  return (seconds * 1000) / requests;
}

/** A load result's p99 and friends, the best of the rounds (noise on a shared machine only adds). */
function best(runs) {
  return runs.reduce((a, b) => (b.p99 < a.p99 ? b : a));
}

async function benchDatabase({ root, log, database, reseed, duration, rounds, connections, portBase }) {
  const sizes = [];
  for (const [index, size] of SIZES.entries()) {
    const target = targetOf(root, database, size);
    log(`  ${database} ${size.name}: seeding ${target.replace(/\/\/[^@]*@/, '//')}`);
    const seeded = await seedScale({ root, target, orders: size.orders, reseed, log });
    log(`  ${database} ${size.name}: ${seeded.reused ? 'reused' : 'seeded'} (${seeded.seconds} s to seed)`);
    sizes.push({ ...size, target, seeded, port: portBase + index });
  }
  const prepared = [];
  try {
    for (const size of sizes)
      prepared.push({
        size,
        ...(await prepare({ root, database, ...size, measured: size.seeded.measured })),
      });
    const runs = Object.fromEntries(
      prepared.map(({ size }) => [
        size.name,
        Object.fromEntries(Object.keys(CALL_NAMES).map((c) => [c, []])),
      ]),
    );
    // Sizes alternate call by call and round by round, so a neighbour's burst of load meets both.
    for (let round = 1; round <= rounds; round += 1) {
      for (const callKey of Object.keys(CALL_NAMES)) {
        for (const { size, requests, meter } of prepared) {
          const request = {
            title: `${database} ${size.name} ${CALL_NAMES[callKey]}`,
            connections,
            ...requests[callKey],
          };
          await load({ ...request, duration: 1 }); // warm-up: JIT, statement caches, pages in memory
          const before = await meter.read();
          const result = await load({ ...request, duration });
          result.cpuSeconds = await meter.spentSince(before);
          log(
            `  ${result.title} round ${round}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${Math.round(result.reqPerSec)} req/s, ` +
              `${((result.cpuSeconds * 1000) / result.requests).toFixed(2)} ms CPU/request${result.failures ? `, ${result.failureText}` : ''}`,
          );
          runs[size.name][callKey].push(result);
        }
      }
    }
    for (const entry of prepared) {
      entry.results = Object.fromEntries(
        Object.entries(runs[entry.size.name]).map(([c, r]) => [c, { ...best(r), cpuMs: cpuPerRequest(r) }]),
      );
    }
  } finally {
    for (const { server, meter } of prepared) {
      await meter.close();
      await server.stop();
    }
  }
  // Plans once the servers are stopped, so that nothing else reads the database meanwhile.
  for (const entry of prepared) {
    const { size } = entry;
    entry.plans = await explainCalls({
      root,
      target:
        database === 'sqlite'
          ? { kind: 'sqlite', path: size.target }
          : { kind: 'postgres', url: size.target },
      accountId: size.seeded.measured.accountId,
      cardId: entry.cardId,
      amountInput,
      userToken: entry.userToken,
    });
  }
  return prepared;
}

const ms = (value) => formatValue(value, 'ms');

function markdownOf(results, settings) {
  const lines = [
    '## Scale: the same reads at 1 thousand and 1 million orders',
    '',
    `Each call loaded by autocannon, ${settings.connections} connections, ${settings.duration} s after a 1 s warm-up, ` +
      `${settings.rounds} round(s) alternating the sizes; the best round's figures (the machine is shared: noise only ` +
      `adds latency). Each size has ${ORDERS_PER_ACCOUNT} orders per account, 2 cards and 4 contracts per account; the measured ` +
      'account is a normal one of the fill with ~10 orders (bench/scale/fill.mjs). Load average of the machine (1 min) ' +
      `${settings.load.map((value) => value.toFixed(1)).join(' at the start, ')} at the end (2 cores: above 2, others ` +
      'were running too). Re-measure: `node bench/scale.mjs`.',
    '',
    '| database | size | orders | accounts | seeding | measured account |',
    '|---|---|---|---|---|---|',
  ];
  for (const [database, sizes] of Object.entries(results)) {
    for (const { size, cards, shown } of sizes) {
      const { seeded } = size;
      lines.push(
        `| ${database} | ${size.name} | ${size.orders.toLocaleString('en-GB')} | ${(size.orders / ORDERS_PER_ACCOUNT).toLocaleString('en-GB')} | ` +
          `${seeded.seconds} s${seeded.reused ? ' (cached)' : ''} | ${seeded.measured.email}: ${seeded.measured.orders} orders, ${cards} cards, ${shown} on the first page |`,
      );
    }
  }
  lines.push(
    '',
    'CPU/req: CPU time per request of the api process and, on PostgreSQL, of its backends, over all rounds: unlike ' +
      'latency, it does not move with what else runs on the machine.',
    '',
    '| database | call | p50 1k | p99 1k | req/s 1k | CPU/req 1k | p50 1M | p99 1M | req/s 1M | CPU/req 1M | p99 1M / 1k | CPU 1M / 1k | failures |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const [database, [small, big]] of Object.entries(results)) {
    for (const [callKey, name] of Object.entries(CALL_NAMES)) {
      const a = small.results[callKey];
      const b = big.results[callKey];
      lines.push(
        `| ${database} | ${name} | ${ms(a.p50)} | ${ms(a.p99)} | ${Math.round(a.reqPerSec)} | ${ms(a.cpuMs)} | ` +
          `${ms(b.p50)} | ${ms(b.p99)} | ${Math.round(b.reqPerSec)} | ${ms(b.cpuMs)} | ${formatValue(b.p99 / a.p99, '×')} | ` +
          `${formatValue(b.cpuMs / a.cpuMs, '×')} | ${[a.failureText, b.failureText].filter(Boolean).join('; ') || '0'} |`,
      );
    }
  }
  for (const [database, sizes] of Object.entries(results)) {
    const big = sizes.at(-1);
    const scans = sizes.map(
      ({ size, plans }) => `${size.name}: ${plans.flatMap((p) => p.fullScans).join(', ') || 'none'}`,
    );
    lines.push(
      '',
      `### Query plans on ${database}, 1M orders`,
      '',
      `Full scans of a big table: ${scans.join('; ')}. The target is on 1M: at 1k a table of a few pages is ` +
        'cheaper read whole, and PostgreSQL rightly does so. Catalogue tables (products, vouchers) are read whole by design.',
      '',
    );
    for (const plan of big.plans) {
      lines.push(`**${plan.call}**`, '', '```sql', plan.sql, '```', '```', ...plan.plan, '```', '');
    }
  }
  return lines.join('\n');
}

function figuresOf(results) {
  const figures = {};
  for (const [database, [small, big]] of Object.entries(results)) {
    for (const callKey of Object.keys(CALL_NAMES)) {
      const a = small.results[callKey];
      const b = big.results[callKey];
      figures[`scale.${database}.${callKey}.p99Ratio`] = figure(b.p99 / a.p99, '×', {
        atMost: TARGET_RATIO,
        reference: `p99 ${ms(a.p99)} at 1k, ${ms(b.p99)} at 1M`,
      });
      figures[`scale.${database}.${callKey}.p99.1k`] = figure(a.p99, 'ms');
      figures[`scale.${database}.${callKey}.p99.1M`] = figure(b.p99, 'ms');
      figures[`scale.${database}.${callKey}.reqPerSec.1M`] = figure(b.reqPerSec, 'req/s');
      figures[`scale.${database}.${callKey}.cpuPerRequestRatio`] = figure(b.cpuMs / a.cpuMs, '×', {
        reference: `${ms(a.cpuMs)} CPU per request at 1k, ${ms(b.cpuMs)} at 1M`,
      });
    }
    figures[`scale.${database}.fullScans.1M`] = figure(
      big.plans.filter((p) => p.fullScans.length > 0).length,
      'queries',
      {
        atMost: 0,
        reference: `${big.plans.length} hot queries explained`,
      },
    );
    figures[`scale.${database}.seedSeconds.1M`] = figure(big.size.seeded.seconds, 's');
  }
  return figures;
}

export async function benchScale({ root, log = console.log, args = {} }) {
  const settings = {
    duration: Number(args['scale-duration'] ?? 5),
    rounds: Number(args['scale-rounds'] ?? 3),
    connections: 50,
    load: [loadavg()[0]],
  };
  const databases =
    typeof args['scale-databases'] === 'string' ? args['scale-databases'].split(',') : DATABASES;
  const results = {};
  for (const [index, database] of databases.entries()) {
    if (!DATABASES.includes(database))
      throw new Error(`--scale-databases: ${database} is neither sqlite nor postgres`);
    results[database] = await benchDatabase({
      root,
      log,
      database,
      reseed: args.reseed === true,
      ...settings,
      portBase: FIRST_PORT + index * SIZES.length,
    });
  }
  settings.load.push(loadavg()[0]);
  return { markdown: markdownOf(results, settings), figures: figuresOf(results) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const { markdown, figures } = await benchScale({ root, args: parseArgs(process.argv.slice(2)) });
  console.log(`\n${markdown}\n`);
  for (const [name, f] of Object.entries(figures)) {
    console.log(
      `${name}: ${formatValue(f.value, f.unit)}${f.target ? ` (target ${f.target}: ${f.met ? 'met' : 'NOT met'})` : ''}`,
    );
  }
}
