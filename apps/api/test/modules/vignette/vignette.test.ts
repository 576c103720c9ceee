/**
 * Issue 11, decision 050: a school pass ordered for a pupil is a SCHOOL order whose contract has a
 * sticker (Vignette/sticker, its owner only) with a code that Vignette/decode turns into the
 * pass's validity, the product, the period and the holder's initials.
 */
import { networkDay, normaliseStickerCode, STICKER_CODE_LENGTH } from '@oceane/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stickerSvg } from '../../../src/modules/vignette/sticker-svg.js';
import { decodeSticker, initials, stickerCode } from '../../../src/modules/vignette/service.js';
import { useTestApp } from '../../helpers/app.js';
import { answerOf, get, getRaw, koError, okResponse, post } from '../../helpers/api.js';
import { day, insertCard } from '../../helpers/cards.js';
import { contractsOf, deliver, placedOrder, reload } from '../../helpers/checkout.js';
import { proofsOnRecord } from '../../helpers/fare-proofs.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { payWith } from '../../helpers/sandbox-psp.js';

const SCHOOL_PASS = 1020;
const SCHOOL_PASS_CENTS = 15_000;
const MONTHLY = 1005;

type Decoded = { vignette: Record<string, unknown> };

describe('the sticker’s words', () => {
  it('reads initials only, and a typed code as stored', () => {
    expect(initials('Claire', 'Morel')).toBe('C. M.');
    expect(initials('élodie', ' le goff ')).toBe('É. L.');
    expect(normaliseStickerCode('1f7q-x3m9 tpa2')).toBe('1F7QX3M9TPA2');
    expect(normaliseStickerCode('o0il')).toBe('0011');
    expect(normaliseStickerCode('ABCU')).toBeNull();
    expect(normaliseStickerCode('<script>')).toBeNull();
  });

  it('draws the network, the product, the period, the holder and the code, escaped', async () => {
    const svg = await stickerSvg({
      locale: 'fr',
      network: 'Océane Mobilités',
      product: 'Abonnement scolaire annuel',
      validFrom: '2026-09-01',
      validTo: '2027-07-06',
      holder: 'Lou <b>&</b> MOREL',
      code: '1F7QX3M9TPA2',
    });
    for (const expected of [
      'Océane Mobilités',
      'Vignette scolaire',
      'Abonnement scolaire annuel',
      'Valable du 1er septembre 2026',
      'au 6 juillet 2027',
      'Lou &lt;b&gt;&amp;&lt;/b&gt; MOREL',
      '1F7Q-X3M9-TPA2',
    ])
      expect(svg).toContain(expected);
    expect(svg).not.toContain('<b>');
    // The QR code is an SVG of its own, placed in the sticker.
    expect(svg.match(/<svg /g)).toHaveLength(2);
  });
});

describe.each(DIALECTS)('school passes and their stickers ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  /** A pupil's card (holder category SCHOOL) of a new passenger. */
  async function pupil(app: ReturnType<typeof ctx>['app']) {
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId, holderName: 'Morel', holderFirstname: 'Lou' });
    await app.db.updateTable('media').set({ holder_category: 'SCHOOL' }).where('id', '=', card.id).execute();
    return { me, card };
  }

  /** A pupil whose proof the mobility centre accepted: the school pass is sold online (decision 058). */
  async function provenPupil(app: ReturnType<typeof ctx>['app']) {
    const pupilCard = await pupil(app);
    await proofsOnRecord(app, { id: pupilCard.card.id, accountId: pupilCard.me.userId }, ['IDENTITY']);
    return pupilCard;
  }

  it('orders a school pass as a SCHOOL order, whose paid contract gets a sticker its code decodes', async () => {
    const { app, config } = ctx();
    const { me, card } = await provenPupil(app);
    const products = okResponse(
      await get<{ products: { shopItemId: number }[] }>(app, 'Products/getProducts.json', {
        userToken: me.userToken,
        mediaId: card.id,
      }),
    );
    expect(products.products.map((product) => product.shopItemId)).toContain(SCHOOL_PASS);

    const placed = await placedOrder(app, me, {
      items: [reload(card.id, SCHOOL_PASS)],
      expectedTotalCents: SCHOOL_PASS_CENTS,
    });
    expect(placed.order.origin).toBe('SCHOOL');
    await payWith(app, placed.paymentId, '4242 4242 4242 4242');
    expect(await deliver(app, config)).toHaveLength(1);
    const history = okResponse(
      await get<{ orders: { id: number; origin: string }[] }>(app, 'Order/history.json', {
        userToken: me.userToken,
      }),
    );
    expect(history.orders.find((order) => order.id === placed.order.id)?.origin).toBe('SCHOOL');

    // The pass, beside the older one its proof was accepted for.
    const contract = (await contractsOf(app, card.id)).find((row) => row.status !== 'EXPIRED');
    const sticker = await getRaw(app, 'Vignette/sticker', {
      userToken: me.userToken,
      contractId: contract!.id,
    });
    expect(sticker.statusCode).toBe(200);
    expect(sticker.headers['content-type']).toBe('image/png');
    expect(sticker.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(sticker.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 360]);

    // The code is made once: a second print is the same image's code.
    const stored = await app.db
      .selectFrom('school_stickers')
      .selectAll()
      .where('contract_id', '=', contract!.id)
      .execute();
    expect(stored).toHaveLength(1);
    const code = stored[0]!.code;
    expect(code).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${STICKER_CODE_LENGTH}}$`));
    await getRaw(app, 'Vignette/sticker', { userToken: me.userToken, contractId: contract!.id });
    expect(await stickerCode(app.db, contract!.id)).toBe(code);

    // Anyone decodes it, typed with dashes and in lower case: initials only, no name, no card.
    const typed = code.toLowerCase().replace(/(.{4})(?!$)/g, '$1-');
    const decoded = await post<Decoded>(app, 'Vignette/decode', { code: typed });
    const today = networkDay();
    expect(okResponse(decoded).vignette).toEqual({
      validity: 'VALID',
      product: 'Abonnement scolaire annuel',
      validFrom: today,
      validTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      holderInitials: 'L. M.',
    });
    expect(JSON.stringify(decoded.body)).not.toMatch(/Morel|Lou|\d{10}/);
    const english = await post<Decoded>(app, 'Vignette/decode', { code, locale: 'en' });
    expect(okResponse(english).vignette.product).toBe('Annual school pass');
  });

  it('refuses the sticker of another account’s contract as a missing one, and of another product', async () => {
    const { app } = ctx();
    const owner = await pupil(app);
    const school = await insertCard(app, {
      accountId: owner.me.userId,
      contracts: [{ product: 'SCHOOL_ANNUAL' }, { product: 'MONTHLY_ALL' }],
    });
    const [schoolPass, monthly] = school.contracts;
    const stranger = await signUpAndLogIn(app);
    for (const contractId of [schoolPass!, 999_999]) {
      const refused = await getRaw(app, 'Vignette/sticker', { userToken: stranger.userToken, contractId });
      expect(refused.statusCode).toBe(403);
      expect(answerOf(refused).body).toEqual({
        status: 'ko',
        error: { code: 'FORBIDDEN', message: expect.any(String) },
      });
    }
    expect(
      await app.db.selectFrom('school_stickers').selectAll().where('contract_id', '=', schoolPass!).execute(),
    ).toEqual([]);

    const other = await get(app, 'Vignette/sticker', { userToken: owner.me.userToken, contractId: monthly! });
    expect(other.statusCode).toBe(409);
    expect(koError(other)).toEqual({
      code: 'NOT_A_SCHOOL_PASS',
      message: 'Seul un abonnement scolaire a une vignette.',
    });
    const english = await get(app, 'Vignette/sticker', {
      userToken: owner.me.userToken,
      contractId: monthly!,
      locale: 'en',
    });
    expect(koError(english).message).toBe('Only a school pass has a sticker.');
  });

  it('answers UNKNOWN for a forged or malformed code, EXPIRED for a pass past its days or terminated', async () => {
    const { app } = ctx();
    const { me } = await pupil(app);
    const card = await insertCard(app, {
      accountId: me.userId,
      contracts: [
        { product: 'SCHOOL_ANNUAL', validFrom: day(-400), validTo: day(-35) },
        { product: 'SCHOOL_ANNUAL', status: 'TERMINATED', validFrom: day(-10), validTo: day(-1) },
        { product: 'SCHOOL_ANNUAL', validFrom: day(-10), validTo: day(300) },
      ],
    });
    const codes = [];
    for (const contractId of card.contracts) codes.push(await stickerCode(app.db, contractId));
    const [past, terminated, running] = await Promise.all(
      codes.map(async (code) => okResponse(await post<Decoded>(app, 'Vignette/decode', { code })).vignette),
    );
    expect(past).toMatchObject({ validity: 'EXPIRED', holderInitials: 'A. L.' });
    expect(terminated).toMatchObject({ validity: 'EXPIRED' });
    expect(running).toMatchObject({ validity: 'VALID', validTo: day(300) });
    // The day after its last day, the running pass is expired too.
    expect((await decodeSticker(app.db, codes[2]!, 'fr', day(301))).validity).toBe('EXPIRED');

    // A code one character off, a code of another length, characters outside the alphabet.
    const forged = codes[2]!.slice(0, -1) + (codes[2]!.endsWith('0') ? '1' : '0');
    for (const code of [forged, codes[2]!.slice(1), 'UUUUUUUUUUUU', '🚌', "' or 1=1 --"]) {
      const answer = await post<Decoded>(app, 'Vignette/decode', { code });
      expect(answer.statusCode, code).toBe(200);
      expect(okResponse(answer).vignette, code).toEqual({ validity: 'UNKNOWN' });
    }
    for (const body of [
      {},
      { code: '' },
      { code: 'x'.repeat(41) },
      { code: 12 },
      { code: null },
      { code: ['A'] },
    ]) {
      const answer = await post(app, 'Vignette/decode', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
  });

  it('makes one code when two first prints come at once', async () => {
    const { app } = ctx();
    const { me } = await pupil(app);
    const card = await insertCard(app, { accountId: me.userId, contracts: [{ product: 'SCHOOL_ANNUAL' }] });
    const contractId = card.contracts[0]!;
    const answers = await Promise.all(
      [1, 2, 3].map(() => getRaw(app, 'Vignette/sticker', { userToken: me.userToken, contractId })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const rows = await app.db
      .selectFrom('school_stickers')
      .selectAll()
      .where('contract_id', '=', contractId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('does not sell the school pass to a holder who is not a pupil', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    const products = okResponse(
      await get<{ products: { shopItemId: number }[] }>(app, 'Products/getProducts.json', {
        userToken: me.userToken,
        mediaId: card.id,
      }),
    ).products.map((product) => product.shopItemId);
    expect(products).toContain(MONTHLY);
    expect(products).not.toContain(SCHOOL_PASS);
  });
});
