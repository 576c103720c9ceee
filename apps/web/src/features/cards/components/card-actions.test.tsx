import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytes, fakeApi, ko, ok } from '../../../../test/api.ts';
import { aCard, USER } from '../../../../test/cards.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { CardsOverview } from './cards-overview.tsx';

beforeEach(() => startSession(USER, null));
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

const claire = aCard();
const leo = aCard({ id: 12, number: '4100000102', holder: { firstname: 'Léo' }, contracts: [] });

describe('deleting a card', () => {
  it('asks first; cancelling keeps the card and calls nothing', async () => {
    const api = fakeApi({ 'Account/getCards.json': ok({ CARDS: [claire, leo] }) });
    const { user } = renderAt(<CardsOverview />, { path: '/cards' });
    const trigger = await screen.findByRole('button', { name: 'Supprimer la carte' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', {
      name: 'Supprimer cette carte ?'.replace(' ?', '\u00a0?'),
    });
    expect(dialog).toHaveTextContent('La carte 4100000101 de Claire Morel sera retirée de votre compte.');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(api.calls('Account/unregisterCard.json')).toHaveLength(0);
  });

  it('removes the card, refreshes the list, says so and puts the focus on the list', async () => {
    let cards = [claire, leo];
    const api = fakeApi({
      'Account/getCards.json': () => ok({ CARDS: cards }),
      'Account/unregisterCard.json': () => {
        cards = [leo];
        return ok({});
      },
    });
    const { user, location } = renderAt(<CardsOverview />, { path: '/en/cards?card=11' });
    await user.click(await screen.findByRole('button', { name: 'Delete the card' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('Account/unregisterCard.json')).toHaveLength(1));
    expect(api.calls('Account/unregisterCard.json')[0]!.body).toMatchObject({ cardId: 11, userToken: 'tok' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: /Léo Morel/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'The card of Claire Morel has been removed from your account.',
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cards of your account' })).toHaveFocus());
    expect(location()).toBe('/en/cards');
  });

  it('says why a deletion failed, in the dialog', async () => {
    fakeApi({
      'Account/getCards.json': ok({ CARDS: [claire] }),
      'Account/unregisterCard.json': ko('FORBIDDEN', 'Not yours', 403),
    });
    const { user } = renderAt(<CardsOverview />, { path: '/cards' });
    await user.click(await screen.findByRole('button', { name: 'Supprimer la carte' }));
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous n’avez pas accès à cette ressource.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the attestation of a pass', () => {
  it('downloads the PDF of a running subscription under the server’s file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:attestation');
    vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeApi({
      'Account/getCards.json': ok({ CARDS: [claire] }),
      'Wallet/contractAttestation': bytes(new TextEncoder().encode('%PDF-1.7'), 'application/pdf', {
        'content-disposition': 'attachment; filename="attestation-501.pdf"',
      }),
    });
    const { user } = renderAt(<CardsOverview />, { path: '/cards' });
    await user.click(
      await screen.findByRole('button', {
        name: 'Télécharger l’attestation – Abonnement mensuel tout réseau',
      }),
    );
    expect(await screen.findByText('Attestation téléchargée : attestation-501.pdf')).toBeInTheDocument();
    expect(api.calls('Wallet/contractAttestation')[0]!.url.searchParams.get('contractId')).toBe('501');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(click).toHaveBeenCalled();
  });

  it('is offered for running subscriptions only', async () => {
    fakeApi({
      'Account/getCards.json': ok({
        CARDS: [aCard({ contracts: [{ ...claire.contracts[0], renewalInterval: null }] })],
      }),
    });
    renderAt(<CardsOverview />, { path: '/cards' });
    await screen.findByRole('tabpanel');
    expect(screen.queryByRole('button', { name: /Télécharger l’attestation/ })).not.toBeInTheDocument();
  });
});
