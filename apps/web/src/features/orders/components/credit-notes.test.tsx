/** The credit notes of an order in its tracking (decision 075): listed with their invoice, the PDF saved. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytes, fakeApi, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { CreditNotes } from './credit-notes.tsx';

const NOTE = {
  id: 5,
  number: 'AV2026-000001',
  orderId: 11,
  invoiceNumber: 'F2026-000001',
  issuedAt: '2026-11-28T10:00:00.000Z',
  totalCents: 2450,
  refundedCents: 2450,
};

beforeEach(() => {
  startSession({ userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' }, null);
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => endSession());

describe('the credit notes of an order', () => {
  it('lists each with its invoice and saves its PDF', async () => {
    const api = fakeApi({
      'Order/getCreditNotes.json': ok({ creditNotes: [NOTE] }),
      'Order/printCreditNote.json': bytes(new TextEncoder().encode('%PDF avoir'), 'application/pdf', {
        'content-disposition': 'attachment; filename="avoir-AV2026-000001.pdf"',
      }),
    });
    const { user } = renderAt(<CreditNotes orderId={11} />, { path: '/account/history' });
    expect(await screen.findByRole('heading', { name: 'Avoirs' })).toBeInTheDocument();
    expect(
      screen.getByText(/Avoir AV2026-000001 du 28 novembre 2026.*24,50.*sur la facture F2026-000001/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Télécharger l’avoir AV2026-000001 (PDF)' }));
    expect(await screen.findByText('Avoir enregistré sous avoir-AV2026-000001.pdf.')).toBeInTheDocument();
    const [call] = api.calls('Order/printCreditNote.json');
    expect([call!.method, call!.body?.creditNoteId]).toEqual(['POST', 5]);
  });

  it('shows nothing for an order without credit notes, in English too', async () => {
    const api = fakeApi({ 'Order/getCreditNotes.json': ok({ creditNotes: [] }) });
    renderAt(<CreditNotes orderId={11} />, { path: '/en/account/history' });
    await waitFor(() => expect(api.calls('Order/getCreditNotes.json')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Credit notes' })).toBeNull();
  });
});
