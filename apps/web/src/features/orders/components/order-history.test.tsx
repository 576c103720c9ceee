import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { landing, renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { annualInFour, paidMonthly } from '../test-orders.ts';
import { OrderHistory } from './order-history.tsx';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' }, null),
);
afterEach(() => endSession());

describe('Order tracking', () => {
  it('shows each order with its statuses in the user’s words, items, amounts, schedule and invoice', async () => {
    const api = fakeApi({
      'Order/history.json': ok({ orders: [paidMonthly(), annualInFour()], next: null }),
    });
    renderAt(<OrderHistory />, { path: '/account/history' });

    expect(
      screen.getByText(
        'Une nouvelle commande peut mettre quelques minutes à apparaître : actualisez la page.',
      ),
    ).toBeInTheDocument();
    const monthly = await screen.findByRole('region', { name: 'Commande OM-00000012 du 2 novembre 2026' });
    expect(within(monthly).getByText('Payée')).toBeInTheDocument();
    expect(within(monthly).getByText('Traitée')).toBeInTheDocument();
    expect(within(monthly).getByText('Abonnement mensuel tout public')).toBeInTheDocument();
    expect(within(monthly).getByText('4100000101')).toBeInTheDocument();
    expect(within(monthly).getByText('Claire Morel')).toBeInTheDocument();
    expect(within(monthly).getAllByText('49,00 €')).toHaveLength(4);
    // Paid at once: no schedule table.
    expect(within(monthly).queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(monthly).getByRole('button', { name: 'Télécharger la facture F2026-000002 (PDF)' }),
    ).toBeInTheDocument();

    const annual = screen.getByRole('region', { name: 'Commande OM-00000011 du 20 août 2026' });
    const schedule = within(annual).getByRole('table', {
      name: 'Échéancier en 4 fois de la commande OM-00000011',
    });
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['20 août 2026', '122,50\u00a0€', 'Payée'],
      ['20 septembre 2026', '122,50\u00a0€', 'Payée'],
      ['20 octobre 2026', '122,50\u00a0€', 'Payée'],
      ['20 novembre 2026', '122,50\u00a0€', 'À venir'],
    ]);
    expect(api.calls('Order/history.json')[0]!.url.searchParams.get('limit')).toBe('10');
  });

  it('says what an unpaid instalment and a pending order mean, in English', async () => {
    const regularization = annualInFour({
      status: 'REGULARIZATION',
      schedule: annualInFour().schedule.map((payment) =>
        payment.index === 3 ? { ...payment, status: 'FAILED', paidAt: null } : payment,
      ),
    });
    const pending = paidMonthly({
      id: 13,
      reference: 'OM-00000013',
      status: 'PENDING',
      processStatus: 'TO_PROCESS',
      invoice: null,
    });
    fakeApi({ 'Order/history.json': ok({ orders: [pending, regularization], next: null }) });
    renderAt(<OrderHistory />, { path: '/en/account/history' });

    const waiting = await screen.findByRole('region', { name: 'Order OM-00000013 of 2 November 2026' });
    expect(within(waiting).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(waiting).getByText('Being prepared')).toBeInTheDocument();
    expect(
      within(waiting).getByText('The invoice will be available once the payment is confirmed.'),
    ).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();

    const unpaid = screen.getByRole('region', { name: 'Order OM-00000011 of 20 August 2026' });
    expect(within(unpaid).getByText('Unpaid instalment: settlement required')).toBeInTheDocument();
    expect(within(unpaid).getByRole('cell', { name: 'Payment failed' })).toBeInTheDocument();
    expect(within(unpaid).getAllByText('€490.00').length).toBeGreaterThan(0);
    expect(
      screen.getByText('A new order may take a few minutes to appear: refresh the page.'),
    ).toBeInTheDocument();
  });

  it('loads the earlier orders page by page and moves the focus to the first one it brought', async () => {
    const api = fakeApi({
      'Order/history.json': ({ url }) =>
        url.searchParams.get('before') === '12'
          ? ok({ orders: [annualInFour()], next: null })
          : ok({ orders: [paidMonthly()], next: 12 }),
    });
    const { user } = renderAt(<OrderHistory />, { path: '/account/history' });
    await screen.findByRole('heading', { name: 'Commande OM-00000012 du 2 novembre 2026' });
    await user.click(screen.getByRole('button', { name: 'Afficher les commandes précédentes' }));
    const earlier = await screen.findByRole('heading', { name: 'Commande OM-00000011 du 20 août 2026' });
    expect(earlier).toHaveFocus();
    expect(api.calls('Order/history.json').map((call) => call.url.searchParams.get('before'))).toEqual([
      null,
      '12',
    ]);
    expect(
      screen.queryByRole('button', { name: 'Afficher les commandes précédentes' }),
    ).not.toBeInTheDocument();
  });

  it('refreshes on request: a new order appears', async () => {
    let orders = [paidMonthly()];
    fakeApi({ 'Order/history.json': () => ok({ orders, next: null }) });
    const { user } = renderAt(<OrderHistory />, { path: '/account/history' });
    await screen.findByRole('heading', { name: 'Commande OM-00000012 du 2 novembre 2026' });
    orders = [paidMonthly({ id: 14, reference: 'OM-00000014' }), ...orders];
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(
      await screen.findByRole('heading', { name: 'Commande OM-00000014 du 2 novembre 2026' }),
    ).toBeInTheDocument();
  });

  it('an account without orders is sent to My cards to reload a card', async () => {
    fakeApi({ 'Order/history.json': ok({ orders: [], next: null }) });
    const { user, location } = renderAt(<OrderHistory />, {
      path: '/account/history',
      routes: [landing('/cards')],
    });
    expect(await screen.findByText('Vous n’avez encore passé aucune commande.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Recharger une carte depuis Mes cartes' }));
    expect(location()).toBe('/cards');
  });

  it('a failure says so with a retry', async () => {
    let fail = true;
    fakeApi({
      'Order/history.json': () =>
        fail ? ko('SERVICE_UNAVAILABLE', 'down', 503) : ok({ orders: [paidMonthly()], next: null }),
    });
    const { user } = renderAt(<OrderHistory />, { path: '/account/history' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/.+/);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { name: 'Commande OM-00000012 du 2 novembre 2026' }),
    ).toBeInTheDocument();
  });
});
