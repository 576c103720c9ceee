/**
 * Order tracking's card steps (decision 074): the passenger reads where the card is, in order,
 * each step said done, current or to come, with the tracking reference once shipped; the steps
 * follow the delivery (home, or pickup at the agency).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { CardProduction } from './card-production.tsx';

describe('a made card’s steps in order tracking', () => {
  it('a shipped card: every step done up to "shipped", with the tracking reference', async () => {
    renderAt(
      <CardProduction
        cards={[
          {
            mediaId: 3,
            step: 'SHIPPED',
            delivery: 'SHIPPING',
            stepAt: '2026-11-28T10:00:00.000Z',
            trackingReference: 'LP 123 FR',
          },
        ]}
      />,
    );
    const steps = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Carte fabriquée\u00a0: numéro attribué – fait',
      'Carte imprimée – fait',
      expect.stringMatching(/^Carte expédiée \(.*\) – étape actuelle$/),
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/Numéro de suivi du transporteur.*LP 123 FR/)).toBeInTheDocument();
  });

  it('a card for pickup, printed: the agency steps still to come, in English', async () => {
    renderAt(
      <CardProduction
        cards={[{ mediaId: 4, step: 'PRINTED', delivery: 'PICKUP', stepAt: null, trackingReference: null }]}
      />,
      { path: '/en/account/history' },
    );
    const steps = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Card made: number given – done',
      'Card printed – current step',
      'Card ready for pickup at the agency – to come',
      'Card handed over – to come',
    ]);
  });
});
