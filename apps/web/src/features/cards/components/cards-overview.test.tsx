import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api.ts';
import { aCard, aContract, USER } from '../../../../test/cards.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { cardsRefetchInterval, PENDING_SALE_POLL_MS } from '../../../lib/account-cards.ts';
import { CardsOverview } from './cards-overview.tsx';

beforeEach(() => startSession(USER, null));
afterEach(() => endSession());

const claire = aCard();
const leo = aCard({
  id: 12,
  number: '4100000102',
  pendingSale: true,
  holder: { gender: 'MONSIEUR', firstname: 'Léo', birthdate: '2012-09-02' },
  contracts: [
    // Waiting for the card's first validation, and still running whatever today is.
    aContract({
      id: 601,
      name: 'Mensuel moins de 26 ans',
      status: 'PENDING_VALIDATION',
      validTo: '2099-11-30',
    }),
    aContract({ id: 602, name: 'Vélo annuel', status: 'EXPIRED', renewalInterval: null }),
  ],
});

describe('My cards', () => {
  it('shows the first card with its number, validity, holder and passes, and asks for the cards signed', async () => {
    const api = fakeApi({ 'Account/getCards.json': ok({ CARDS: [claire, leo] }) });
    renderAt(<CardsOverview />, { path: '/cards' });
    const tab = await screen.findByRole('tab', { name: /Claire Morel 4100000101/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Carte de Claire Morel' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('4100000101');
    expect(panel).toHaveTextContent('31 mai 2031');
    expect(panel).toHaveTextContent('14 mai 1987');
    expect(panel).toHaveTextContent('Abonnement mensuel tout réseau');
    expect(panel).toHaveTextContent('Du 1er novembre 2026 au 30 novembre 2026');
    expect(panel).toHaveTextContent('État : Actif');
    expect(within(panel).getByRole('img', { name: 'Pas encore de photo' })).toBeInTheDocument();
    const query = api.calls('Account/getCards.json')[0]!.url.searchParams;
    expect([query.get('userToken'), query.get('network_id'), query.get('methods')]).toEqual([
      'tok',
      '1',
      'CARD',
    ]);
  });

  it('keeps the selected card in the address, and opens at the card it names', async () => {
    fakeApi({ 'Account/getCards.json': ok({ CARDS: [claire, leo] }) });
    const { user, location } = renderAt(<CardsOverview />, { path: '/en/cards?card=12' });
    const leoTab = await screen.findByRole('tab', { name: /Léo Morel/ });
    expect(leoTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Status: Awaiting validation: validate your card on a bus or a boat',
    );
    await user.click(screen.getByRole('tab', { name: /Claire Morel/ }));
    expect(location()).toBe('/en/cards?card=11');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Card of Claire Morel');
  });

  it('links duplicate, reload and edit, and says a card whose pass awaits its validation takes tickets only', async () => {
    fakeApi({ 'Account/getCards.json': ok({ CARDS: [claire, leo] }) });
    const { user } = renderAt(<CardsOverview />, { path: '/cards' });
    await screen.findByRole('tabpanel');
    expect(screen.getByRole('link', { name: 'Dupliquer' })).toHaveAttribute('href', '/cards/duplicate/11');
    expect(screen.getByRole('link', { name: 'Modifier les informations' })).toHaveAttribute(
      'href',
      '/cards/edit/11',
    );
    expect(screen.getByRole('link', { name: 'Recharger' })).toHaveAttribute('href', '/cards/topup/11');
    await user.click(screen.getByRole('tab', { name: /Léo Morel/ }));
    // Spec §4: no second pass until the first is settled (validated on a bus); tickets are sold
    // meanwhile (decision 060), so Reload stays and says so.
    const reload = screen.getByRole('link', { name: 'Recharger' });
    expect(reload).toHaveAttribute('href', '/cards/topup/12');
    expect(reload).toHaveAccessibleDescription(/validez d’abord votre carte dans un bus ou un bateau/);
    expect(reload).toHaveAccessibleDescription(/Les tickets restent en vente/);
  });

  it('says nothing of a ticket waiting for its validation: it blocks no reload', async () => {
    const ticket = aContract({
      id: 603,
      name: 'Ticket 1 voyage',
      productType: 'TICKET',
      status: 'PENDING_VALIDATION',
      renewalInterval: null,
      validTo: '2099-11-30',
    });
    fakeApi({ 'Account/getCards.json': ok({ CARDS: [aCard({ pendingSale: true, contracts: [ticket] })] }) });
    renderAt(<CardsOverview />, { path: '/cards' });
    await screen.findByRole('tabpanel');
    expect(screen.getByRole('link', { name: 'Recharger' })).not.toHaveAttribute('aria-describedby');
  });

  it('says an expired card is expired, and neither reloads nor duplicates it', async () => {
    fakeApi({ 'Account/getCards.json': ok({ CARDS: [aCard({ expired: true })] }) });
    renderAt(<CardsOverview />, { path: '/cards' });
    const panel = await screen.findByRole('tabpanel');
    expect(panel).toHaveTextContent('Expirée');
    const duplicate = screen.getByRole('button', { name: 'Dupliquer' });
    expect(duplicate).toBeDisabled();
    expect(duplicate).toHaveAccessibleDescription(/Cette carte est expirée/);
  });

  it('marks a card as favourite', async () => {
    let card = claire;
    const api = fakeApi({
      'Account/getCards.json': () => ok({ CARDS: [card] }),
      'account/setCardBookmark': () => {
        card = { ...claire, bookmarked: true };
        return ok({ card });
      },
    });
    const { user } = renderAt(<CardsOverview />, { path: '/cards' });
    const toggle = await screen.findByRole('button', { name: 'Carte favorite' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(api.calls('account/setCardBookmark')).toHaveLength(1));
    expect(api.calls('account/setCardBookmark')[0]!.body).toMatchObject({ cardId: 11, userId: 5 });
    expect(await screen.findByRole('button', { name: 'Carte favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the change of a settled sale without a reload, and says it politely', async () => {
    let cards = [leo];
    fakeApi({ 'Account/getCards.json': () => ok({ CARDS: cards }) });
    const { queryClient } = renderAt(<CardsOverview />, { path: '/cards' });
    expect(await screen.findByRole('tabpanel')).toHaveTextContent('En attente de validation');
    cards = [
      { ...leo, pendingSale: false, contracts: [aContract({ id: 601, name: 'Mensuel moins de 26 ans' })] },
    ];
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('État : Actif'));
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'La carte 4100000102 a été validée : la vente en attente est finalisée',
    );
  });

  it('polls every 15 seconds only while a card waits for its validation', () => {
    expect(cardsRefetchInterval(undefined)).toBe(false);
    expect(cardsRefetchInterval([{ pendingSale: false }] as never)).toBe(false);
    expect(cardsRefetchInterval([{ pendingSale: false }, { pendingSale: true }] as never)).toBe(
      PENDING_SALE_POLL_MS,
    );
    expect(PENDING_SALE_POLL_MS).toBe(15_000);
  });

  it('says when there is no card yet, offers the association and the order of a new card', async () => {
    fakeApi({ 'Account/getCards.json': ok({ CARDS: [] }) });
    renderAt(<CardsOverview />, { path: '/en/cards' });
    expect(await screen.findByText('No card is associated with your account yet.')).toBeInTheDocument();
    // The order flow's first step, in the page's language (issue 10).
    expect(screen.getByRole('link', { name: 'Request a new card' })).toHaveAttribute(
      'href',
      '/en/cards/order/step1',
    );
    expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Associate an existing card' })).toBeEnabled();
  });

  it('says a generic error, not the parser’s, when the answer is not understood', async () => {
    fakeApi({ 'Account/getCards.json': ok({ CARDS: [{ id: 1 }] }) });
    renderAt(<CardsOverview />, { path: '/cards' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue, veuillez rafraîchir la page.',
    );
  });
});
