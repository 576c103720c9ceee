/**
 * The back office's dashboard (decision 077): each figure in its tile, in the user's language, with
 * the links to the pages where the work is done; the oldest proof's age in words.
 */
import type { Dashboard as Figures } from '@oceane/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { Dashboard } from './dashboard.tsx';

addStaffTexts();
beforeEach(() =>
  startSession({ userToken: 'tok', userId: 7, userName: 'Yann', userLastname: 'Kerjean' }, null),
);
afterEach(() => endSession());

const FIGURES: Figures = {
  day: '2026-11-28',
  today: { orders: 12, salesCents: 123_450 },
  review: { backlog: 4, oldestCreatedAt: '2026-11-26T08:00:00.000Z', oldestAgeMinutes: 3 * 24 * 60 + 5 },
  processing: [
    { processStatus: 'TO_PROCESS', orders: 2 },
    { processStatus: 'PROCESSING', orders: 5 },
  ],
  failedInstalments: 3,
  refundsOfMonth: { month: '2026-11', count: 2, amountCents: 9_800 },
};

const tile = (name: string) => screen.getByRole('region', { name });

describe('the dashboard', () => {
  it('shows today’s figures, the backlog, the waiting orders, the failed instalments and the refunds, in French', async () => {
    fakeApi({ 'Staff/getDashboard.json': ok(FIGURES) });
    renderAt(<Dashboard links={{ review: '/staff/review', customers: '/staff/customers' }} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByText(/28 novembre 2026/)).toBeInTheDocument();
    expect(tile('Commandes payées aujourd’hui')).toHaveTextContent('12');
    expect(tile('Ventes du jour (TTC)')).toHaveTextContent(/1\s234,50\s€/);
    const review = tile('Justificatifs à examiner');
    expect(review).toHaveTextContent('4');
    expect(review).toHaveTextContent(/depuis 3\sj/);
    expect(within(review).getByRole('link', { name: 'Ouvrir la file des justificatifs' })).toHaveAttribute(
      'href',
      '/staff/review',
    );
    const waiting = tile('Commandes en attente de traitement');
    expect(waiting).toHaveTextContent('7');
    expect(waiting).toHaveTextContent(/À traiter\s*2/);
    expect(waiting).toHaveTextContent(/En cours de traitement\s*5/);
    const failed = tile('Échéances impayées');
    expect(failed).toHaveTextContent('3');
    expect(
      within(failed).getByRole('link', { name: 'Chercher le client d’une échéance impayée' }),
    ).toHaveAttribute('href', '/staff/customers');
    expect(tile('Remboursements du mois')).toHaveTextContent(/2 remboursement\(s\)/);
  });

  it('says it in English under /en, and a backlog of none', async () => {
    fakeApi({
      'Staff/getDashboard.json': ok({
        ...FIGURES,
        review: { backlog: 0, oldestCreatedAt: null, oldestAgeMinutes: null },
      }),
    });
    renderAt(<Dashboard links={{}} />, { path: '/en/staff' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    expect(tile('Today’s sales (incl. VAT)')).toHaveTextContent('€1,234.50');
    expect(tile('Proofs awaiting review')).toHaveTextContent('No proof waiting.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the figures could not be read, with a retry', async () => {
    fakeApi({ 'Staff/getDashboard.json': ko('INTERNAL_ERROR', 'boom', 500) });
    renderAt(<Dashboard links={{}} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
