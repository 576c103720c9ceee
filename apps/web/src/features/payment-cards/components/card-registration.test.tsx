import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { AddPaymentCard } from './add-payment-card.tsx';
import { CardRegistrationResult } from './card-registration-result.tsx';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' }, null),
);
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

const ID = 17;

describe('Adding a payment card', () => {
  it('says nothing is charged, then goes to the provider’s page the api answered', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi({
      'Account/startCardRegistration.json': ok({
        registrationId: ID,
        redirectUrl: '/api/sandbox-psp/pay?session=ps_1',
      }),
    });
    const { user } = renderAt(<AddPaymentCard />, { path: '/account/payment-cards' });
    expect(screen.getByText(/rien n’est débité/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter une carte de paiement' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox-psp/pay?session=ps_1'));
    expect(api.calls('Account/startCardRegistration.json')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Ouverture de la page sécurisée');
  });

  it('a refusal to open the page is said, in words', async () => {
    fakeApi({
      'Account/startCardRegistration.json': ko(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'Prestataire indisponible',
        503,
      ),
    });
    const { user } = renderAt(<AddPaymentCard />, { path: '/account/payment-cards' });
    await user.click(screen.getByRole('button', { name: 'Ajouter une carte de paiement' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('Back from the provider’s page', () => {
  it('waits while the registration is pending, then shows the saved card', async () => {
    let answers = 0;
    const api = fakeApi({
      'Account/getCardRegistration.json': () => {
        answers += 1;
        return answers < 2
          ? ok({ registrationId: ID, status: 'PENDING', failure: null, card: null })
          : ok({
              registrationId: ID,
              status: 'SUCCEEDED',
              failure: null,
              card: { brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2039 },
            });
      },
    });
    renderAt(<CardRegistrationResult />, { path: `/account/payment-cards/added?registration=${ID}` });
    expect(await screen.findByText(/Nous attendons la confirmation/)).toBeInTheDocument();
    expect(
      await screen.findByText(
        'La carte VISA •••• 4242 (expiration 12/2039) est enregistrée. Rien n’a été débité.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(api.calls('Account/getCardRegistration.json')[0]!.body).toMatchObject({ registrationId: ID });
    expect(screen.getByRole('link', { name: 'Retour à mes cartes de paiement' })).toHaveAttribute(
      'href',
      '/account/payment-cards',
    );
  });

  it('a refused card is said with its reason and the way to try again', async () => {
    fakeApi({
      'Account/getCardRegistration.json': ok({
        registrationId: ID,
        status: 'FAILED',
        failure: 'card_declined',
        card: null,
      }),
    });
    renderAt(<CardRegistrationResult />, { path: `/en/account/payment-cards/added?registration=${ID}` });
    expect(await screen.findByText('The bank refused the card; it was not saved.')).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a payment card' })).toBeInTheDocument();
  });

  it('without a registration in the address, or a malformed one, says so and calls nothing', async () => {
    const api = fakeApi({});
    for (const path of ['/account/payment-cards/added', '/account/payment-cards/added?registration=abc']) {
      const { unmount } = renderAt(<CardRegistrationResult />, { path });
      expect(await screen.findByText('Cette page ne correspond à aucun ajout de carte.')).toBeInTheDocument();
      unmount();
    }
    expect(api.calls('Account/getCardRegistration.json')).toHaveLength(0);
  });
});
