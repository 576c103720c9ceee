// The bulk fill of the scale bench (issue 9) as SQL that runs inside the database: each table is
// one INSERT … SELECT over a series of integers (a recursive CTE on SQLite, generate_series on
// PostgreSQL), so a million orders never cross into JavaScript. Every value derives from the row's
// number by fixed arithmetic, so both dialects hold the same rows and a rerun the same database.
//
// Per 10 orders: 1 account (with its identity and one old revoked session), 2 cards with 2
// contracts each (last year's, expired; this period's, active). Each order has 1 item (1 in 5 a
// second one on the other card), its instalment schedule (1 row, 4 for an annual pass paid in 4),
// one payment attempt, and an invoice when it was paid. Orders are spread over 3 years, ids
// growing with time like real ones, statuses mixed, owners drawn by a hash (~10 each, not exactly).

/** Bumped whenever the rows this file writes change: a cached database of another version is reseeded. */
export const FILL_VERSION = 1;

export const ORDERS_PER_ACCOUNT = 10;
const SPAN_SECONDS = 3 * 365 * 86_400;

const SURNAMES =
  'Martin Bernard Thomas Petit Robert Richard Durand Dubois Moreau Laurent Simon Michel Lefebvre Leroy Roux David Bertrand Morel Fournier Girard'.split(
    ' ',
  );
const FIRSTNAMES =
  'Camille Louise Jade Hugo Léo Gabriel Emma Lucas Chloé Arthur Manon Jules Inès Nathan Zoé Raphaël Lina Tom Alice Paul'.split(
    ' ',
  );
const STREETS =
  'rue du Port, quai des Chalutiers, avenue de la Mer, rue des Mouettes, boulevard Maritime, impasse des Dunes'.split(
    ', ',
  );
/** The products an order reloads, in the order the row's number picks them (all-public fares). */
const ORDER_PRODUCTS = [101, 102, 103, 104, 105, 107, 105, 109, 110, 107];
/** The product of a card's contracts. */
const CONTRACT_PRODUCTS = [105, 107, 109, 104];

/** The SQL that differs between the two dialects; everything else is written once. */
function dialectSql(dialect) {
  const sqlite = dialect === 'sqlite';
  return {
    /** A series k = 1..n: the WITH clause to put first, and what the SELECT reads FROM. */
    series: (n) =>
      sqlite
        ? {
            with: `WITH RECURSIVE s(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM s WHERE k < ${n})`,
            from: 's',
          }
        : { with: '', from: `generate_series(1::bigint, ${n}) AS s(k)` },
    pad: (expr, width) =>
      sqlite ? `printf('%0${width}d', ${expr})` : `lpad((${expr})::text, ${width}, '0')`,
    /** An instant (epoch seconds) as the api stores it: ISO 8601 UTC text with milliseconds. */
    instant: (epoch) =>
      sqlite
        ? `strftime('%Y-%m-%dT%H:%M:%S.000Z', ${epoch}, 'unixepoch')`
        : `to_char(to_timestamp(${epoch}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`,
    day: (epoch) =>
      sqlite
        ? `date(${epoch}, 'unixepoch')`
        : `to_char(to_timestamp(${epoch}) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
  };
}

/** One word of the list, picked by an integer expression. */
function pick(expr, words) {
  const quoted = words.map((word, index) => `WHEN ${index} THEN '${String(word).replaceAll("'", "''")}'`);
  return `CASE (${expr}) % ${words.length} ${quoted.join(' ')} END`;
}

function pickNumber(expr, numbers) {
  return `CASE (${expr}) % ${numbers.length} ${numbers.map((n, i) => `WHEN ${i} THEN ${n}`).join(' ')} END`;
}

/** A well-mixed hash of k in [0, 2^32): Knuth's multiplicative one. */
const hash = (k, salt = 0) => `((${k} * 2654435761 + ${salt}) % 4294967296)`;

/**
 * The statements that fill a migrated, seeded database with `orders` orders, in order (each reads
 * rows the ones before wrote). `base` holds the largest id of each table before the fill; `now`
 * is the fill's instant (epoch seconds); `passwordHash` is every identity's (one argon2 hash).
 */
export function fillStatements({ dialect, orders, base, now, passwordHash }) {
  const d = dialectSql(dialect);
  const accounts = orders / ORDERS_PER_ACCOUNT;
  const start = now - SPAN_SECONDS;
  const hashText = passwordHash.replaceAll("'", "''");
  const ser = (n) => d.series(n);
  const statement = (name, sql) => ({ name, sql });

  // Account i (1..accounts) has identity idBase + i; its cards are 2i - 1 and 2i.
  const a = ser(accounts);
  const identities = statement(
    'identities',
    `INSERT INTO identities (id, email, password_hash, name, firstname, phone, email_verified_at, created_at, updated_at, role)
     ${a.with}
     SELECT ${base.identities} + k, 'scale' || k || '@example.org', '${hashText}',
       ${pick(`${hash('k', 1)} / 7`, SURNAMES)}, ${pick(`${hash('k', 2)} / 11`, FIRSTNAMES)},
       '06' || ${d.pad('k', 8)},
       ${d.instant(`${start} + k * ${SPAN_SECONDS / 4} / ${accounts}`)},
       ${d.instant(`${start} - 86400 + k * ${SPAN_SECONDS / 4} / ${accounts}`)},
       ${d.instant(`${start} - 86400 + k * ${SPAN_SECONDS / 4} / ${accounts}`)},
       'passenger'
     FROM ${a.from}`,
  );
  const accountRows = statement(
    'accounts',
    `INSERT INTO accounts (id, identity_id, network_id, name, firstname, guest, disabled, created_at)
     SELECT ${base.accounts} + (id - ${base.identities}), id, 1, name, firstname, 0, 0, created_at
     FROM identities WHERE id > ${base.identities}`,
  );
  // Every account's last session, long revoked: the sessions index holds a row per account.
  const sessions = statement(
    'sessions',
    `INSERT INTO sessions (id, token_hash, account_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at, revoked_at)
     SELECT ${base.sessions} + (id - ${base.accounts}), 'scale' || ${d.pad(`id - ${base.accounts}`, 59)}, id,
       created_at, created_at, created_at, created_at, created_at
     FROM accounts WHERE id > ${base.accounts}`,
  );

  const c = ser(accounts * 2);
  const owner = `((k + 1) / 2)`;
  // The first card of an account runs for months or years yet; 1 second card in 4 is past its end.
  const validityEnd = `CASE WHEN k % 8 = 0 THEN ${d.day(`${now} - 86400 * (30 + k % 300)`)} ELSE ${d.day(`${now} + 86400 * (40 + k % 700)`)} END`;
  const media = statement(
    'media',
    `INSERT INTO media (id, number, network_id, account_id, validity_end, expired, holder_gender, holder_name,
       holder_firstname, holder_birthdate, holder_address1, holder_zipcode, holder_city, holder_country,
       holder_mobile, bookmarked, created_at, associated_at)
     ${c.with}
     SELECT ${base.media} + k, '42' || ${d.pad('k', 8)}, 1, ${base.accounts} + ${owner}, ${validityEnd}, 0,
       ${pick(`${hash(owner, 3)} / 5`, ['MADAME', 'MONSIEUR'])},
       ${pick(`${hash(owner, 1)} / 7`, SURNAMES)},
       CASE WHEN k % 2 = 1 THEN ${pick(`${hash(owner, 2)} / 11`, FIRSTNAMES)} ELSE ${pick(`${hash('k', 4)} / 13`, FIRSTNAMES)} END,
       (1950 + ${hash('k', 5)} % 55) || '-' || ${d.pad(`1 + ${hash('k', 6)} % 12`, 2)} || '-' || ${d.pad(`1 + ${hash('k', 7)} % 28`, 2)},
       (1 + ${owner} % 90) || ' ' || ${pick(owner, STREETS)}, '99500', 'Port-Marin', 'FR',
       '06' || ${d.pad(owner, 8)}, 0,
       ${d.instant(`${start} + ${owner} * ${SPAN_SECONDS / 4} / ${accounts}`)},
       ${d.instant(`${start} + ${owner} * ${SPAN_SECONDS / 4} / ${accounts}`)}
     FROM ${c.from}`,
  );

  // Contract 2j - 1 of card j covered last year and has expired; contract 2j covers today.
  const t = ser(accounts * 4);
  const card = `((k + 1) / 2)`;
  const contracts = statement(
    'contracts',
    `INSERT INTO contracts (id, media_id, product_id, valid_from, valid_to, status, created_at, renewal_interval,
       price_cents, settled_at)
     ${t.with}
     SELECT ${base.contracts} + k, ${base.media} + ${card}, p.id,
       CASE WHEN k % 2 = 1 THEN ${d.day(`${now} - 86400 * 400`)} ELSE ${d.day(`${now} - 86400 * (1 + k % 20)`)} END,
       CASE WHEN k % 2 = 1 THEN ${d.day(`${now} - 86400 * 36`)} ELSE ${d.day(`${now} + 86400 * (10 + k % 300)`)} END,
       CASE WHEN k % 2 = 1 THEN 'EXPIRED' ELSE 'ACTIVE' END,
       ${d.instant(`${now} - 86400 * CASE WHEN k % 2 = 1 THEN 400 ELSE 1 + k % 20 END`)},
       p.renewal_interval, p.price_cents,
       ${d.instant(`${now} - 86400 * CASE WHEN k % 2 = 1 THEN 400 ELSE 1 + k % 20 END`)}
     FROM ${t.from} JOIN products p ON p.id = ${pickNumber(card, CONTRACT_PRODUCTS)}`,
  );

  // Order k: placed at a time growing with k over the 3 years, by account 1 + hash(k) % accounts.
  const o = ser(orders);
  const created = `(${start} + k * ${SPAN_SECONDS} / ${orders} - ${hash('k', 8)} % 3600)`;
  const status = `CASE WHEN ${hash('k', 9)} % 100 < 88 THEN 'COMPLETED' WHEN ${hash('k', 9)} % 100 < 92 THEN 'CANCELED' WHEN ${hash('k', 9)} % 100 < 96 THEN 'ERROR' ELSE 'PENDING' END`;
  const installments = `CASE WHEN p.id = 107 AND k % 2 = 0 THEN 4 ELSE 1 END`;
  const total = `(p.price_cents + CASE WHEN k % 5 = 0 THEN second.price_cents ELSE 0 END)`;
  const orderRows = statement(
    'orders',
    `INSERT INTO orders (id, account_id, network_id, reference, idempotency_key, request_hash, order_type, status,
       process_status, origin, payment_method, installments, post_payment, subtotal_cents, discount_cents,
       total_cents, vat_cents, voucher_code, locale, payment_card_id, created_at, updated_at, paid_at)
     ${o.with}
     SELECT ${base.orders} + k, ${base.accounts} + 1 + ${hash('k')} % ${accounts}, 1,
       'OM-' || ${d.pad(`${base.orders} + k`, 8)}, 'scale:' || k, 'scale' || ${d.pad('k', 59)},
       'CARD_RELOAD', ${status},
       CASE WHEN ${status} = 'COMPLETED' THEN 'PROCESSED' ELSE 'TO_PROCESS' END,
       'ESHOP', 'CARD', ${installments}, 0, ${total}, 0, ${total}, (${total} * 2 + 11) / 22, NULL,
       CASE WHEN k % 4 = 0 THEN 'en' ELSE 'fr' END, NULL,
       ${d.instant(created)}, ${d.instant(`${created} + 60`)},
       CASE WHEN ${status} = 'COMPLETED' THEN ${d.instant(`${created} + 60`)} END
     FROM ${o.from}
     JOIN products p ON p.id = ${pickNumber(`${hash('k', 10)} / 3`, ORDER_PRODUCTS)}
     JOIN products second ON second.id = 102`,
  );

  // Items: the reload on one of the owner's two cards; 1 order in 5 adds a book of tickets on the other.
  const k = `(o.id - ${base.orders})`;
  const items = (name, { id, position, card, product, where }) =>
    statement(
      name,
      `INSERT INTO order_items (id, order_id, position, type, media_id, card_number, holder_name, product_id,
         shop_item_id, name_fr, name_en, product_type, transport_modes, renewal_interval, quantity,
         unit_price_cents, discount_cents, total_cents, gift)
       SELECT ${base.orderItems} + ${id}, o.id, ${position}, 'CARD_RELOAD', m.id, m.number,
         m.holder_firstname || ' ' || m.holder_name, p.id, p.shop_item_id, p.name_fr, p.name_en, p.product_type,
         p.transport_modes, p.renewal_interval, 1, p.price_cents, 0, p.price_cents, 0
       FROM orders o
       JOIN media m ON m.id = ${base.media} + 2 * (o.account_id - ${base.accounts}) - ${card}
       JOIN products p ON p.id = ${product}
       WHERE o.id > ${base.orders}${where}`,
    );
  const firstItems = items('order_items (first)', {
    id: k,
    position: 1,
    card: `${k} % 2`,
    product: pickNumber(`${hash(k, 10)} / 3`, ORDER_PRODUCTS),
    where: '',
  });
  const secondItems = items('order_items (second)', {
    id: `${orders} + ${k} / 5`,
    position: 2,
    card: `(1 - ${k} % 2)`,
    product: '102',
    where: ` AND ${k} % 5 = 0`,
  });

  // The schedule: position 1 paid with the order; positions 2-4 of the 4-payment ones a month apart.
  const instalmentColumns = `(order_id, position, due_date, amount_cents, status, attempts, next_attempt_on, paid_at, provider_reference)`;
  const firstInstalments = statement(
    'order_instalments (first)',
    `INSERT INTO order_instalments ${instalmentColumns}
     SELECT id, 1, substr(created_at, 1, 10), total_cents / installments + total_cents % installments,
       CASE status WHEN 'COMPLETED' THEN 'PAID' WHEN 'PENDING' THEN 'DUE' WHEN 'ERROR' THEN 'FAILED' ELSE 'CANCELED' END,
       CASE WHEN status = 'PENDING' THEN 0 ELSE 1 END, NULL, paid_at,
       CASE WHEN status = 'COMPLETED' THEN 'ps_scale' || id || 'x1' END
     FROM orders WHERE id > ${base.orders}`,
  );
  const position = 'n.position';
  const positions = `(SELECT 2 AS position UNION ALL SELECT 3 UNION ALL SELECT 4) n`;
  const dueEpoch =
    dialect === 'sqlite'
      ? `strftime('%s', substr(o.created_at, 1, 10)) + 86400 * 30 * (${position} - 1)`
      : `extract(epoch FROM substr(o.created_at, 1, 10)::date)::bigint + 86400 * 30 * (${position} - 1)`;
  const laterInstalments = statement(
    'order_instalments (later)',
    `INSERT INTO order_instalments ${instalmentColumns}
     SELECT o.id, ${position}, ${d.day(dueEpoch)}, o.total_cents / 4,
       CASE WHEN ${d.day(dueEpoch)} <= ${d.day(String(now))} THEN 'PAID' ELSE 'DUE' END,
       CASE WHEN ${d.day(dueEpoch)} <= ${d.day(String(now))} THEN 1 ELSE 0 END, NULL,
       CASE WHEN ${d.day(dueEpoch)} <= ${d.day(String(now))} THEN ${d.day(dueEpoch)} || 'T06:00:00.000Z' END,
       CASE WHEN ${d.day(dueEpoch)} <= ${d.day(String(now))} THEN 'ch_scale' || o.id || 'x' || ${position} END
     FROM orders o CROSS JOIN ${positions}
     WHERE o.id > ${base.orders} AND o.installments = 4 AND o.status = 'COMPLETED'`,
  );

  const payments = statement(
    'order_payments',
    `INSERT INTO order_payments (order_id, provider_payment_id, kind, status, amount_cents, failure_code, created_at, updated_at)
     SELECT id, 'ps_scale' || id || 'x1', 'PAYMENT',
       CASE status WHEN 'COMPLETED' THEN 'SUCCEEDED' WHEN 'PENDING' THEN 'PENDING' ELSE 'FAILED' END,
       total_cents / installments + total_cents % installments,
       CASE WHEN status IN ('ERROR', 'CANCELED') THEN 'DECLINED' END, created_at, updated_at
     FROM orders WHERE id > ${base.orders}`,
  );

  // Invoices of the paid orders, numbered on from each year's counter (the demo's come first).
  const invoices = statement(
    'invoices',
    `INSERT INTO invoices (number, order_id, account_id, year, sequence, issued_at, total_cents, transport_modes, content)
     SELECT 'F' || year || '-' || ${d.pad('sequence', 6)}, order_id, account_id, year, sequence, issued_at,
       total_cents, transport_modes,
       '{"number":"F' || year || '-' || ${d.pad('sequence', 6)} || '","orderId":' || order_id || ',"totalCents":' || total_cents || '}'
     FROM (
       SELECT o.id AS order_id, o.account_id, CAST(substr(o.paid_at, 1, 4) AS integer) AS year,
         coalesce(c.last_sequence, 0) + row_number() OVER (PARTITION BY substr(o.paid_at, 1, 4) ORDER BY o.id) AS sequence,
         substr(o.paid_at, 1, 19) || '.000Z' AS issued_at, o.total_cents, i.transport_modes
       FROM orders o
       JOIN order_items i ON i.order_id = o.id AND i.position = 1
       LEFT JOIN invoice_counters c ON c.year = CAST(substr(o.paid_at, 1, 4) AS integer)
       WHERE o.id > ${base.orders} AND o.status = 'COMPLETED'
     ) paid`,
  );
  const counters = statement(
    'invoice_counters',
    `INSERT INTO invoice_counters (year, last_sequence)
     SELECT year, max(sequence) FROM invoices WHERE true GROUP BY year
     ON CONFLICT (year) DO UPDATE SET last_sequence = excluded.last_sequence`,
  );

  return [
    identities,
    accountRows,
    sessions,
    media,
    contracts,
    orderRows,
    firstItems,
    secondItems,
    firstInstalments,
    laterInstalments,
    payments,
    invoices,
    counters,
  ];
}

/** The tables whose largest id the fill starts after (FILL reads them as `base.<key>`). */
export const BASE_TABLES = {
  identities: 'identities',
  accounts: 'accounts',
  sessions: 'sessions',
  media: 'media',
  contracts: 'contracts',
  orders: 'orders',
  orderItems: 'order_items',
};

/** The tables the fill writes, for ANALYZE and the PostgreSQL identity counters. */
export const FILLED_TABLES = [
  'identities',
  'accounts',
  'sessions',
  'media',
  'contracts',
  'orders',
  'order_items',
  'order_instalments',
  'order_payments',
  'invoices',
];
