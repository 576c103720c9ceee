/**
 * /staff/production (decision 074): the made cards oldest first with their step; the numbered
 * ones chosen and printed in one batch (the PDF saved, the queue read again); a printed card's
 * next step confirmed in a panel that says what the passenger receives, a shipment asking for its
 * tracking reference first; another agent's step done first is said (409).
 */
import type { ProductionItem } from '@oceane/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytes, fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { ProductionPage } from './production-page.tsx';

addStaffTexts();
beforeEach(() => {
  startSession({ userToken: 'tok', userId: 7, userName: 'Nolwenn', userLastname: 'Le Bihan' }, null);
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, { createObjectURL: vi.fn(() => 'blob:sheets'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => endSession());

const card = (mediaId: number, more: Partial<ProductionItem> = {}): ProductionItem => ({
  mediaId,
  cardNumber: `41100000${String(mediaId).padStart(2, '0')}`,
  holderName: 'Hélène Le Goff',
  accountId: 3,
  orderId: 9,
  orderReference: 'OM-00000009',
  kind: 'NEW_CARD',
  step: 'NUMBERED',
  delivery: 'SHIPPING',
  paidAt: '2026-11-20T09:00:00.000Z',
  stepAt: '2026-11-21T09:00:00.000Z',
  trackingReference: null,
  ...more,
});
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

describe('the production page', () => {
  it('prints the chosen numbered cards in one batch and saves the PDF', async () => {
    const api = fakeApi({
      'Staff/productionQueue.json': ok({
        items: [card(1), card(2, { holderName: 'Yann Kerbrat' }), card(3, { step: 'PRINTED' })],
      }),
      'Staff/printCardSheets.pdf': bytes(PDF, 'application/pdf', {
        'content-disposition': 'attachment; filename="card-sheets.pdf"',
      }),
    });
    const { user } = renderAt(<ProductionPage />);
    const table = await screen.findByRole('table', {
      name: 'Cartes à produire, commandes payées les plus anciennes d’abord',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Numérotée, à imprimer');
    expect(rows[2]).toHaveTextContent('Imprimée');
    const print = screen.getByRole('button', { name: /Imprimer/ });
    expect(print).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /Choisir la carte 4110000002 de Yann Kerbrat/ }));
    await user.click(screen.getByRole('checkbox', { name: /Choisir la carte 4110000001 de Hélène Le Goff/ }));
    await user.click(screen.getByRole('button', { name: 'Imprimer les planches de 2 cartes' }));
    await waitFor(() => expect(api.calls('Staff/printCardSheets.pdf')).toHaveLength(1));
    expect(api.calls('Staff/printCardSheets.pdf')[0]!.body).toMatchObject({ mediaIds: [2, 1] });
    expect(await screen.findByText(/Planches enregistrées sous card-sheets.pdf/)).toBeInTheDocument();
    // The queue is read again: the printed cards have moved on.
    await waitFor(() => expect(api.calls('Staff/productionQueue.json').length).toBeGreaterThan(1));
  });

  it('ships a printed card with its tracking reference, typed first, confirmed in a panel', async () => {
    const api = fakeApi({
      'Staff/productionQueue.json': ok({ items: [card(3, { step: 'PRINTED' })] }),
      'Staff/markCardShipped.json': ok({
        item: card(3, { step: 'SHIPPED', trackingReference: 'LP 123 FR' }),
      }),
    });
    const { user } = renderAt(<ProductionPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Expédier la carte 4110000003 de Hélène Le Goff' }),
    );
    expect(await screen.findByRole('heading', { name: /Expédier – Hélène Le Goff/ })).toHaveFocus();
    expect(screen.getByText(/le passager reçoit un e-mail avec ce numéro de suivi/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirmer l’expédition' }));
    expect(api.calls('Staff/markCardShipped.json')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Numéro de suivi du transporteur/ }), 'LP 123 FR');
    await user.click(screen.getByRole('button', { name: 'Confirmer l’expédition' }));
    await waitFor(() => expect(api.calls('Staff/markCardShipped.json')).toHaveLength(1));
    expect(api.calls('Staff/markCardShipped.json')[0]!.body).toMatchObject({
      mediaId: 3,
      trackingReference: 'LP 123 FR',
    });
    expect(await screen.findByText('La carte 4110000003 est expédiée.')).toBeInTheDocument();
  });

  it('offers "ready for pickup" for a pickup card and says when another agent was first', async () => {
    fakeApi({
      'Staff/productionQueue.json': ok({ items: [card(4, { step: 'PRINTED', delivery: 'PICKUP' })] }),
      'Staff/markCardReadyForPickup.json': ko(
        'PRODUCTION_STEP_CONFLICT',
        'Cette carte n’en est pas à cette étape : actualisez la liste.',
        409,
      ),
    });
    const { user } = renderAt(<ProductionPage />);
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Retrait en agence');
    expect(within(row).queryByRole('button', { name: /Expédier/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: /Marquer prête au retrait/ }));
    expect(screen.getByText(/l’adresse et les horaires de l’agence/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Confirmer.*prête au retrait/ }));
    expect(await screen.findByText(/actualisez la liste/)).toBeInTheDocument();
  });
});
