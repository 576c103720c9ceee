import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok, SIGNATURE_KEY, type ReceivedBody } from '../../../../test/api.ts';
import { aCard, aContract, USER } from '../../../../test/cards.ts';
import { renderAt } from '../../../../test/render.tsx';
import { setPublicConfig } from '../../../lib/public-config.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { CardsOverview } from './cards-overview.tsx';

beforeEach(() => startSession(USER, null));
afterEach(() => endSession());

/** The public configuration names the post-payment fare's product (spec §9). */
const FARE_ID = 113;
const withFare = () =>
  setPublicConfig({
    apiBaseUrl: '/api',
    signatureKey: SIGNATURE_KEY,
    networkId: 1,
    version: '9.9.9',
    postPaymentFareId: FARE_ID,
  });

const fare = aContract({
  id: 601,
  productId: FARE_ID,
  name: 'Paiement à l’usage (post-paiement)',
  validFrom: '2026-11-02',
  validTo: '2027-11-01',
  renewalInterval: null,
});

const fareStopped = (body: ReceivedBody) => ({
  subscription: { ...fare, mediaId: 11, status: 'TERMINATED', validTo: '2026-11-28' },
  consequences: {
    effectiveFrom: '2026-11-29',
    lastDay: '2026-11-28',
    refundCents: 0,
    usage: {
      trips: 3,
      tripCents: 170,
      capCents: 4900,
      amountCents: 510,
      since: '2026-11-02',
      through: '2026-11-28',
      billedOn: '2026-12-01',
      paymentCard: { brand: 'Visa', last4: '4242' },
    },
    dueInstalments: [],
  },
  preview: body?.preview,
});

/** The focus is inside the dialog after each Tab, forwards and backwards. */
async function expectFocusTrapped(user: ReturnType<typeof renderAt>['user'], dialog: HTMLElement) {
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  for (let step = 0; step < 6; step += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await user.tab({ shift: true });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
}

describe('stopping the post-payment fare from My cards', () => {
  it('states what stopping changes before confirming: a titled modal dialog, focus trapped, Escape closes, focus returns', async () => {
    const api = fakeApi({
      'Account/getCards.json': ok({ CARDS: [aCard({ contracts: [fare] })] }),
      'Subscriptions/terminate': ({ body }) => ok(fareStopped(body)),
    });
    withFare();
    const { user } = renderAt(<CardsOverview />, { path: '/cards' });
    const trigger = await screen.findByRole('button', {
      name: 'Résilier – Paiement à l’usage (post-paiement)',
    });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', {
      name: 'Résilier « Paiement à l’usage (post-paiement) » ?'.replace(/« | »| \?/g, (sign) =>
        sign.replace(' ', '\u00a0'),
      ),
    });
    const consequences = await within(dialog).findByRole('region', { name: 'Ce qui change' });
    expect(consequences).toHaveTextContent(
      'Le post-paiement s’arrête à la fin du 28 novembre 2026 : vos trajets jusque-là sont facturés, et à partir du 29 novembre 2026 cette carte ne voyage plus en post-paiement.',
    );
    expect(consequences).toHaveTextContent(
      'Ce mois-ci, depuis le 2 novembre 2026 : 3 trajets, soit 5,10 € à ce jour (1,70 € le trajet, jamais plus de 49,00 € pour le mois).',
    );
    expect(consequences).toHaveTextContent(
      'Prélevé le 1er décembre 2026 sur votre carte Visa se terminant par 4242.',
    );
    expect(consequences).toHaveTextContent('Rien n’est remboursé.');
    // Only a preview was asked: nothing is stopped yet.
    expect(api.calls('Subscriptions/terminate').map((call) => call.body?.preview)).toEqual([true]);
    await expectFocusTrapped(user, dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(api.calls('Subscriptions/terminate')).toHaveLength(1);
  });

  it('stops it once confirmed, says so, and puts the focus on the passes of the card', async () => {
    let cards = [aCard({ contracts: [fare] })];
    const api = fakeApi({
      'Account/getCards.json': () => ok({ CARDS: cards }),
      'Subscriptions/terminate': ({ body }) => {
        if (!body?.preview)
          cards = [aCard({ contracts: [{ ...fare, status: 'TERMINATED', validTo: '2026-11-28' }] })];
        return ok(fareStopped(body));
      },
    });
    withFare();
    const { user } = renderAt(<CardsOverview />, { path: '/en/cards' });
    await user.click(
      await screen.findByRole('button', { name: 'Stop – Paiement à l’usage (post-paiement)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stop “Paiement à l’usage (post-paiement)”?' });
    expect(
      await within(dialog).findByText(/Charged on 1 December 2026 to your Visa card ending in 4242/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: stop it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.calls('Subscriptions/terminate').map((call) => [call.body?.subscriptionId, call.body?.preview]),
    ).toEqual([
      [601, true],
      [601, false],
    ]);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      '“Paiement à l’usage (post-paiement)” is stopped: it is valid until 28 November 2026 included.',
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Passes on the card' })).toHaveFocus());
    expect(await screen.findByText('Status: Terminated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Stop/ })).not.toBeInTheDocument();
  });

  it('offers no stop for a ticket, and stop for a pass that renews', async () => {
    fakeApi({
      'Account/getCards.json': ok({
        CARDS: [
          aCard({
            contracts: [aContract(), aContract({ id: 502, name: 'Carnet de 10', renewalInterval: null })],
          }),
        ],
      }),
    });
    withFare();
    renderAt(<CardsOverview />, { path: '/cards' });
    expect(await screen.findByRole('button', { name: /^Résilier – Abonnement mensuel/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Résilier – Carnet/ })).not.toBeInTheDocument();
  });
});

describe('moving a pass to another card of its holder', () => {
  const monthly = aContract();
  const newCard = aCard({ id: 13, number: '4100000301', contracts: [] });
  const busy = aCard({ id: 14, number: '4100000302', contracts: [] });
  const leo = aCard({ id: 12, number: '4100000102', holder: { firstname: 'Léo' }, contracts: [] });
  const moved = (mediaId: number) => ({
    subscription: { ...monthly, id: 777, mediaId },
    consequences: {
      effectiveFrom: '2026-11-28',
      lastDay: '2026-11-30',
      refundCents: 0,
      usage: null,
      dueInstalments: [],
    },
  });

  it('lists the holder’s other cards, states the move or why a card cannot take it, then moves it once confirmed', async () => {
    let cards = [aCard({ contracts: [monthly] }), leo, newCard, busy];
    const api = fakeApi({
      'Account/getCards.json': () => ok({ CARDS: cards }),
      'Subscriptions/updateCard': ({ body }) => {
        if (body?.mediaId === busy.id) return ko('SUBSCRIPTION_OVERLAP', 'Overlap', 409);
        if (!body?.preview)
          cards = [aCard({ contracts: [{ ...monthly, status: 'TRANSFERRED' }] }), leo, newCard, busy];
        return ok(moved(Number(body?.mediaId)));
      },
    });
    withFare();
    const { user } = renderAt(<CardsOverview />, { path: '/cards' });
    const trigger = await screen.findByRole('button', {
      name: 'Changer de carte – Abonnement mensuel tout réseau',
    });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', {
      name: 'Mettre « Abonnement mensuel tout réseau » sur une autre carte'.replace(/« | »/g, (sign) =>
        sign.replace(' ', '\u00a0'),
      ),
    });
    const group = within(dialog).getByRole('radiogroup', { name: 'Carte qui recevra l’abonnement' });
    // Léo's card is not his: a pass is personal.
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Carte 4100000301, valable jusqu’au 31 mai 2031',
      'Carte 4100000302, valable jusqu’au 31 mai 2031',
    ]);
    const confirm = within(dialog).getByRole('button', { name: 'Mettre l’abonnement sur cette carte' });
    expect(confirm).toBeDisabled();
    expect(api.calls('Subscriptions/updateCard')).toHaveLength(0);

    await user.click(within(group).getByRole('radio', { name: /4100000302/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette carte porte déjà un abonnement des mêmes modes sur une partie de cette période',
    );
    expect(confirm).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: /4100000301/ }));
    const consequences = await within(dialog).findByRole('region', { name: 'Ce qui change' });
    expect(consequences).toHaveTextContent(
      'À partir d’aujourd’hui, 28 novembre 2026, l’abonnement est sur la carte 4100000301 jusqu’au 30 novembre 2026 inclus ; l’ancienne carte ne le porte plus.',
    );
    expect(consequences).toHaveTextContent('Rien n’est remboursé. Changer de carte ne coûte rien.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await expectFocusTrapped(user, dialog);
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.calls('Subscriptions/updateCard').map((call) => [call.body?.mediaId, call.body?.preview]),
    ).toEqual([
      [14, true],
      [13, true],
      [13, false],
    ]);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      '« Abonnement mensuel tout réseau » est maintenant sur la carte 4100000301.',
    );
  });

  it('Escape closes it without moving anything, and the focus returns to the button', async () => {
    const api = fakeApi({
      'Account/getCards.json': ok({ CARDS: [aCard({ contracts: [monthly] }), newCard] }),
      'Subscriptions/updateCard': ({ body }) => ok(moved(Number(body?.mediaId))),
    });
    withFare();
    const { user } = renderAt(<CardsOverview />, { path: '/en/cards' });
    const trigger = await screen.findByRole('button', {
      name: 'Move to another card – Abonnement mensuel tout réseau',
    });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', {
      name: 'Move “Abonnement mensuel tout réseau” to another card',
    });
    // The only card is chosen already, and the move it would make stated.
    expect(
      await within(dialog).findByText(/From today, 28 November 2026, the pass is on card 4100000301/),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(api.calls('Subscriptions/updateCard').map((call) => call.body?.preview)).toEqual([true]);
  });
});
