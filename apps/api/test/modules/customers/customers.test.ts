/**
 * The back office's customers (issue 25, decision 073): the search by each kind of key, accents
 * and case ignored, on the staff's network only; a customer's page (saved cards masked); a mail
 * sent again and a card blocked at the counter, each audited and mailed once. Passengers and
 * guests are refused by the access matrix, driven by the call table.
 */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/db/seed-cards.js';
import { searchKey } from '../../../src/modules/customers/service.js';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { freshPassenger, signUpAndLogIn } from '../../helpers/passengers.js';
import { logInAsStaff } from '../../helpers/staff.js';

type Result = {
  accountId: number;
  email: string | null;
  name: string;
  firstname: string;
  matched: { kind: string; value: string };
};
type Page = {
  account: { accountId: number; name: string };
  identity: { email: string } | null;
  cards: { id: number; number: string; state: string; contracts: unknown[] }[];
  orders: { reference: string; invoiceNumber: string | null; instalments: unknown[] }[];
  invoices: { number: string }[];
  paymentCards: { last4: string }[];
  mails: { id: number; kind: string; subject: string }[];
  documents: unknown[];
  alerts: unknown[];
};

describe('searchKey', () => {
  it('drops accents, case, ligatures and extra spaces', () => {
    expect(searchKey('  Hélène   LE GOFF ')).toBe('helene le goff');
    expect(searchKey('Œuvré Maïwenn')).toBe('oeuvre maiwenn');
  });
});

describe.each(DIALECTS)('the customers of the back office ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const search = async (userToken: string, q: string) =>
    okResponse(await get<{ results: Result[] }>(ctx().app, 'Staff/searchCustomers.json', { userToken, q }))
      .results;

  const demoAccountId = async () =>
    (
      await ctx()
        .app.db.selectFrom('accounts')
        .innerJoin('identities', 'identities.id', 'accounts.identity_id')
        .select('accounts.id')
        .where('identities.email', '=', DEMO.email)
        .where('accounts.network_id', '=', 1)
        .orderBy('accounts.id')
        .executeTakeFirstOrThrow()
    ).id;

  it('finds a customer by name, accents and case ignored, first or family name', async () => {
    const { app } = ctx();
    const customer = await signUpAndLogIn(app, freshPassenger({ name: 'Kéravec', firstname: 'Hélène' }));
    const agent = await logInAsStaff(app);
    for (const q of ['helene keravec', 'KERAVEC', 'kéravec hélène', 'Hélène Ké']) {
      const found = (await search(agent.userToken, q)).find((r) => r.accountId === customer.userId);
      expect(found, q).toMatchObject({
        email: customer.passenger.email,
        name: 'Kéravec',
        firstname: 'Hélène',
        matched: { kind: 'name' },
      });
    }
  });

  it('finds a profile by its new names once they change, and no longer by the old ones', async () => {
    const { app } = ctx();
    const customer = await signUpAndLogIn(app, freshPassenger({ name: 'Trémeur', firstname: 'Gwénola' }));
    okResponse(
      await post(app, 'Account/update.json', {
        userToken: customer.userToken,
        userId: customer.userId,
        name: 'Le Dréan',
        firstname: 'Gwénola',
        phone: '07 11 22 33 44',
      }),
    );
    const agent = await logInAsStaff(app);
    const ids = async (q: string) => (await search(agent.userToken, q)).map((result) => result.accountId);
    expect(await ids('le drean gwenola')).toContain(customer.userId);
    expect(await ids('tremeur')).not.toContain(customer.userId);
  });

  it('finds a customer by e-mail, card number, order reference and invoice number', async () => {
    const { app } = ctx();
    const agent = await logInAsStaff(app);
    const demo = await demoAccountId();
    const page = okResponse(
      await get<Page>(app, 'Staff/getCustomer.json', { userToken: agent.userToken, accountId: demo }),
    );
    const order = page.orders.find((o) => o.invoiceNumber !== null)!;
    expect(order).toBeDefined();
    const keys: [string, string, string][] = [
      // The seed writes no search form: the search fills it before reading.
      ['name', 'MOREL claire', `${DEMO.firstname} ${DEMO.name}`],
      ['email', 'DEMO@Example', DEMO.email],
      ['card', '4100000101', '4100000101'],
      ['order', order.reference.toLowerCase(), order.reference],
      ['invoice', order.invoiceNumber!.toLowerCase(), order.invoiceNumber!],
    ];
    for (const [kind, q, value] of keys) {
      const results = await search(agent.userToken, q);
      expect(results.length, q).toBeLessThanOrEqual(20);
      expect(
        results.find((r) => r.accountId === demo),
        q,
      ).toMatchObject({ matched: { kind, value } });
    }
  });

  it('finds nobody of another network, and refuses fewer than two characters', async () => {
    const { app } = ctx();
    const agent = await logInAsStaff(app);
    const network = await app.db
      .insertInto('networks')
      .values({
        id: 731,
        name: 'Réseau voisin',
        city: 'Ailleurs',
        status: 'CLOSED',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('accounts')
      .values({
        identity_id: null,
        network_id: network.id,
        name: 'Zéphyrin',
        firstname: 'Ailleurs',
        guest: 0,
        disabled: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await search(agent.userToken, 'zephyrin')).toEqual([]);
    const short = await get(app, 'Staff/searchCustomers.json', { userToken: agent.userToken, q: 'a' });
    expect(short.statusCode).toBe(400);
  });

  it('refuses a passenger', async () => {
    const { app } = ctx();
    const passenger = await signUpAndLogIn(app);
    const refused = await get(app, 'Staff/searchCustomers.json', {
      userToken: passenger.userToken,
      q: 'morel',
    });
    expect(refused.statusCode).toBe(403);
    const page = await get(app, 'Staff/getCustomer.json', {
      userToken: passenger.userToken,
      accountId: passenger.userId,
    });
    expect(page.statusCode).toBe(403);
  });

  it('shows the customer’s page: cards with passes, orders, invoices, masked saved cards, mails', async () => {
    const { app } = ctx();
    const agent = await logInAsStaff(app);
    const demo = await demoAccountId();
    const answer = await get<Page>(app, 'Staff/getCustomer.json', {
      userToken: agent.userToken,
      accountId: demo,
    });
    const page = okResponse(answer);
    expect(page.account).toMatchObject({ accountId: demo, name: DEMO.name });
    expect(page.identity?.email).toBe(DEMO.email);
    const card = page.cards.find((c) => c.number === '4100000101');
    expect(card?.state).toBe('active');
    expect(card?.contracts.length).toBeGreaterThan(0);
    expect(page.orders.length).toBeGreaterThan(0);
    expect(page.invoices.length).toBeGreaterThan(0);
    expect(page.paymentCards.length).toBeGreaterThan(0);
    for (const saved of page.paymentCards) expect(saved.last4).toMatch(/^\d{4}$/);
    // No full card number anywhere in the answer: never 13 digits or more in a row.
    expect(JSON.stringify(answer.body)).not.toMatch(/\d{13,}/);

    const missing = await get(app, 'Staff/getCustomer.json', {
      userToken: agent.userToken,
      accountId: 999_999,
    });
    expect(koError(missing).code).toBe('NOT_FOUND');
  });

  it('sends a mail again, once, audited', async () => {
    const { app } = ctx();
    const customer = await signUpAndLogIn(app);
    const agent = await logInAsStaff(app);
    const before = okResponse(
      await get<Page>(app, 'Staff/getCustomer.json', {
        userToken: agent.userToken,
        accountId: customer.userId,
      }),
    );
    const mail = before.mails[0];
    expect(mail).toBeDefined();
    const { mailId } = okResponse(
      await post<{ mailId: number }>(app, 'Staff/resendMail.json', {
        userToken: agent.userToken,
        accountId: customer.userId,
        mailId: mail!.id,
      }),
    );
    const after = okResponse(
      await get<Page>(app, 'Staff/getCustomer.json', {
        userToken: agent.userToken,
        accountId: customer.userId,
      }),
    );
    expect(after.mails.length).toBe(before.mails.length + 1);
    expect(after.mails[0]).toMatchObject({ id: mailId, kind: mail!.kind, subject: mail!.subject });
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'mail.resend')
      .where('customer_account_id', '=', customer.userId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ mailId });
    // A new message: its own Message-ID, the rest as sent.
    const [first, copy] = await Promise.all(
      [mail!.id, mailId].map((id) =>
        app.db.selectFrom('mail_outbox').select('raw_mime').where('id', '=', id).executeTakeFirstOrThrow(),
      ),
    );
    const messageId = (raw: string) => /^Message-ID: *(<[^>]+>)/im.exec(raw)?.[1];
    expect(messageId(first!.raw_mime)).toBeDefined();
    expect(messageId(copy!.raw_mime)).toBeDefined();
    expect(messageId(copy!.raw_mime)).not.toBe(messageId(first!.raw_mime));
    expect(
      copy!.raw_mime
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join(),
    ).toBe(
      first!.raw_mime
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join(),
    );

    // Another customer's mail is not this one's to resend.
    const other = await signUpAndLogIn(app);
    const refused = await post(app, 'Staff/resendMail.json', {
      userToken: agent.userToken,
      accountId: other.userId,
      mailId: mail!.id,
    });
    expect(koError(refused).code).toBe('NOT_FOUND');
  });

  it('blocks a card lost at the counter: audited, the customer mailed once, then read as blocked', async () => {
    const { app } = ctx();
    const customer = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: customer.userId });
    const agent = await logInAsStaff(app);
    const body = { userToken: agent.userToken, accountId: customer.userId, cardId: card.id };
    const { blockedAt } = okResponse(await post<{ blockedAt: string }>(app, 'Staff/blockCard.json', body));
    expect(koError(await post(app, 'Staff/blockCard.json', body)).code).toBe('CONFLICT');

    const page = okResponse(
      await get<Page>(app, 'Staff/getCustomer.json', {
        userToken: agent.userToken,
        accountId: customer.userId,
      }),
    );
    expect(page.cards.find((c) => c.id === card.id)?.state).toBe('blocked');
    const blockedMails = page.mails.filter((mail) => mail.kind === 'card-blocked');
    expect(blockedMails).toHaveLength(1);
    expect(blockedMails[0]!.subject).toBe(`Votre carte ${card.number} est bloquée`);
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'card.block')
      .where('record_id', '=', String(card.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ blockedAt: null });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ blockedAt, number: card.number });

    // The passenger's own list reads it as expired, like a card a duplicate replaced.
    const { CARDS } = okResponse(
      await get<{ CARDS: { id: number; expired: boolean }[] }>(app, 'Account/getCards.json', {
        userToken: customer.userToken,
      }),
    );
    expect(CARDS.find((c) => c.id === card.id)?.expired).toBe(true);

    // A card of another customer is not found on this one's page.
    const stranger = await signUpAndLogIn(app);
    const foreign = await post(app, 'Staff/blockCard.json', { ...body, accountId: stranger.userId });
    expect(koError(foreign).code).toBe('NOT_FOUND');
  });
});
