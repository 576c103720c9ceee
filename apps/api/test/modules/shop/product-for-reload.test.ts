/** The shop's service as the orders module uses it: a CARD_RELOAD item is sold by the same rule. */
import { describe, expect, it } from 'vitest';
import type { CurrentSession } from '../../../src/lib/current-session.js';
import { productForReload, reloadableProducts } from '../../../src/modules/shop/service.js';
import { useTestApp } from '../../helpers/app.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

function sessionOf(accountId: number): CurrentSession {
  return {
    sessionId: 0,
    accountId,
    identityId: null,
    networkId: 1,
    name: 'Le Goff',
    firstname: 'Anaïs',
    guest: false,
    role: 'passenger',
    absoluteExpiresAt: '2099-01-01T00:00:00.000Z',
    expiresAt: '2099-01-01T00:00:00.000Z',
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe.each(DIALECTS)('productForReload ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers the card and the catalogue product of a shop item the card may take', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, {
      accountId: me.userId,
      holderFirstname: 'Anaïs',
      holderName: 'Le Goff',
    });
    const { card: forOrder, product } = await productForReload(app.db, sessionOf(me.userId), card.id, 1005);
    expect(forOrder).toEqual({ id: card.id, number: card.number, holderName: 'Anaïs Le Goff', networkId: 1 });
    expect(product).toMatchObject({ id: 105, shop_item_id: 1005, price_cents: 4900, code: 'MONTHLY_ALL' });
    const offered = await reloadableProducts(app.db, sessionOf(me.userId), card.id, 'fr');
    expect(offered.map((item) => item.shopItemId)).toContain(1013);
    expect((await productForReload(app.db, sessionOf(me.userId), card.id, 1013)).product.code).toBe(
      'POST_PAYMENT_FARE',
    );
  });

  it('refuses a fee, another audience’s product or an unknown shop item with PRODUCT_NOT_FOR_CARD', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const adult = await insertCard(app, { accountId: me.userId, birthdate: '1980-05-05' });
    const session = sessionOf(me.userId);
    for (const shopItemId of [1011, 1012, 1006, 1008, 99_999])
      expect(await refusal(productForReload(app.db, session, adult.id, shopItemId)), String(shopItemId)).toBe(
        'PRODUCT_NOT_FOR_CARD',
      );
    // An inactive product is no longer sold, even to a card that could take it.
    await app.db.updateTable('products').set({ active: 0 }).where('id', '=', 104).execute();
    expect(await refusal(productForReload(app.db, session, adult.id, 1004))).toBe('PRODUCT_NOT_FOR_CARD');
    await app.db.updateTable('products').set({ active: 1 }).where('id', '=', 104).execute();
  });

  it('makes the same refusals as getProducts before looking at the item', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    const session = sessionOf(me.userId);
    // A pass waiting for its first validation is the cart's period rule (decision 060), not the card's.
    const pending = await insertCard(app, {
      accountId: me.userId,
      contracts: [{ product: 'MONTHLY_ALL', status: 'PENDING_VALIDATION' }],
    });
    const expired = await insertCard(app, { accountId: me.userId, expired: true });
    const staff = await insertCard(app, { accountId: me.userId });
    await app.db
      .updateTable('media')
      .set({ holder_category: 'LOCAL_TRANSPORT' })
      .where('id', '=', staff.id)
      .execute();
    const theirs = await insertCard(app, { accountId: other.userId });
    expect(await refusal(productForReload(app.db, session, pending.id, 1001))).toBe('accepted');
    expect(await refusal(productForReload(app.db, session, expired.id, 1005))).toBe('CARD_EXPIRED');
    expect(await refusal(productForReload(app.db, session, staff.id, 1005))).toBe('NO_PRODUCT_FOR_CONTRACT');
    expect(await refusal(productForReload(app.db, session, theirs.id, 1005))).toBe('FORBIDDEN');
    expect(await refusal(productForReload(app.db, session, 987_654, 1005))).toBe('FORBIDDEN');
  });
});
