import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type Handler } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { PaymentCardList } from './payment-card-list.tsx';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' }, null),
);
afterEach(() => endSession());

const schedule = {
  orderId: 12,
  reference: 'OM-00000012',
  kind: 'INSTALMENTS',
  nextDueDate: '2026-12-26',
  lastDueDate: '2027-02-26',
  dueCents: 2900,
};
const view = (id: number, last4: string, expMonth: number, expYear: number, extra: object = {}) => ({
  id,
  brand: 'VISA',
  last4,
  expMonth,
  expYear,
  validThrough: `${expYear}-${String(expMonth).padStart(2, '0')}-28`,
  expired: false,
  expiresBeforeDueInstalment: false,
  schedules: [],
  ...extra,
});

function cardsApi(initial: ReturnType<typeof view>[]) {
  let cards = initial;
  const remove: Handler = ({ body }) => {
    cards = cards.filter((card) => card.id !== body?.paymentCardId);
    return ok({ deleted: body?.paymentCardId, movedOrderIds: body?.replacementCardId ? [12] : [] });
  };
  return fakeApi({
    'Account/getPaymentCards.json': () => ok({ paymentCards: cards }),
    'Account/deletePaymentCard.json': remove,
  });
}

describe('Payment cards', () => {
  it('lists the cards masked with their expiry and schedule, flags the one that expires before an instalment', async () => {
    cardsApi([
      view(1, '4242', 1, 2027, { expiresBeforeDueInstalment: true, schedules: [schedule] }),
      view(2, '4444', 3, 2027),
    ]);
    renderAt(<PaymentCardList />, { path: '/account/payment-cards' });
    const table = await screen.findByRole('table', { name: 'Vos cartes de paiement enregistrées' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('VISA •••• 4242');
    expect(rows[0]).toHaveTextContent('janvier 2027');
    expect(rows[0]).toHaveTextContent('Expire avant une échéance');
    expect(rows[0]).toHaveTextContent('Commande OM-00000012, prochaine échéance le 26 décembre 2026');
    expect(rows[1]).toHaveTextContent('Aucun échéancier');
    expect(rows[1]).not.toHaveTextContent('Expire avant');
  });

  it('deletes an unused card after a confirmation', async () => {
    const api = cardsApi([view(1, '4242', 12, 2030), view(2, '4444', 3, 2031)]);
    const { user } = renderAt(<PaymentCardList />, { path: '/account/payment-cards' });
    await user.click(await screen.findByRole('button', { name: 'Supprimer la carte VISA •••• 4444' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la carte VISA •••• 4444' });
    expect(dialog).toHaveTextContent('ne pourra plus être utilisée');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('La carte VISA •••• 4444 a été supprimée.')).toBeInTheDocument();
    expect(api.calls('Account/deletePaymentCard.json')[0]!.body).toMatchObject({ paymentCardId: 2 });
    expect(api.calls('Account/deletePaymentCard.json')[0]!.body).not.toHaveProperty('replacementCardId');
    expect(
      screen.queryByRole('button', { name: 'Supprimer la carte VISA •••• 4444' }),
    ).not.toBeInTheDocument();
  });

  it('a card a schedule needs asks for a replacement among the cards that last, then moves it', async () => {
    const api = cardsApi([
      view(1, '4242', 12, 2030, { schedules: [schedule] }),
      view(2, '4444', 1, 2027),
      view(3, '5556', 6, 2031),
    ]);
    const { user } = renderAt(<PaymentCardList />, { path: '/account/payment-cards' });
    await user.click(await screen.findByRole('button', { name: 'Supprimer la carte VISA •••• 4242' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Un échéancier prélève encore cette carte');
    // The card expiring before the last instalment is not offered.
    const options = within(dialog).getAllByRole('radio');
    expect(options).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Le formulaire contient 1 erreur' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Carte de remplacement/ })).toBeInTheDocument();
    expect(api.calls('Account/deletePaymentCard.json')).toHaveLength(0);

    await user.click(
      within(dialog).getByRole('radio', { name: /VISA •••• 5556, valable jusqu’à fin juin 2031/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(
      await screen.findByText(
        'La carte VISA •••• 4242 a été supprimée et ses échéanciers passent sur la carte VISA •••• 5556.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('Account/deletePaymentCard.json')[0]!.body).toMatchObject({
      paymentCardId: 1,
      replacementCardId: 3,
    });
  });
});
