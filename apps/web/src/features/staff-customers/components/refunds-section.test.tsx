/**
 * The refunds of a customer's page (decision 075): the paid orders with what is left to refund, a
 * refund only after its dialog (the amount checked before it is sent), the credit notes; the
 * supervisor's limit said to an agent, the api's refusal shown; English too.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { parseEuros, RefundsSection } from './refunds-section.tsx';

addStaffTexts();
beforeEach(() =>
  startSession({ userToken: 'tok', userId: 7, userName: 'Yann', userLastname: 'Kerjean' }, null),
);
afterEach(() => endSession());

const REFUNDS = {
  agentLimitCents: 5000,
  orders: [{ orderId: 3, paidCents: 9800, refundedCents: 0, refundableCents: 9800 }],
  creditNotes: [
    {
      id: 1,
      number: 'AV2026-000001',
      orderId: 9,
      invoiceNumber: 'F2026-000001',
      issuedAt: '2026-11-20T10:00:00.000Z',
      totalCents: 1250,
      refundedCents: 1250,
      reason: 'Geste commercial',
      staffEmail: 'agent@oceane.test',
    },
  ],
};

const CREDIT_NOTE = {
  id: 2,
  number: 'AV2026-000002',
  orderId: 3,
  invoiceNumber: 'F2026-000003',
  issuedAt: '2026-11-28T10:00:00.000Z',
  totalCents: 4900,
  refundedCents: 4900,
  reason: 'Carte jamais reçue',
  staffEmail: 'sup@oceane.test',
};

function api(
  refund = ok({
    creditNote: CREDIT_NOTE,
    refund: { ...REFUNDS.orders[0], refundedCents: 4900, refundableCents: 4900 },
    scheduleClosed: false,
  }),
) {
  return fakeApi({
    'Staff/getRefunds.json': ok(REFUNDS),
    'Staff/getCustomer.json': ko('NOT_FOUND', 'non', 404),
    'Staff/refundOrder.json': refund,
  });
}

describe('parseEuros', () => {
  it('reads French and English decimals, refuses the rest', () => {
    expect(parseEuros('24,50')).toBe(2450);
    expect(parseEuros('24.5')).toBe(2450);
    expect(parseEuros('12 €')).toBe(1200);
    expect(parseEuros('abc')).toBeNull();
    expect(parseEuros('-3')).toBeNull();
  });
});

describe('the refunds section', () => {
  it('lists the paid orders and credit notes, and refunds half an order once the dialog is confirmed', async () => {
    const calls = api();
    const { user } = renderAt(<RefundsSection accountId={42} supervisor />, { path: '/staff/customers/42' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Remboursements et avoirs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Avoirs, les plus récents/ })).toHaveTextContent(
      'AV2026-000001',
    );
    await user.click(screen.getByRole('button', { name: 'Rembourser la commande #3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser la commande #3' });
    const amount = within(dialog).getByRole('textbox', { name: /Montant à rembourser/ });
    expect(amount).toHaveValue('98,00');
    await user.clear(amount);
    await user.type(amount, '49,00');
    await user.type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Carte jamais reçue');
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    await waitFor(() => expect(calls.calls('Staff/refundOrder.json')).toHaveLength(1));
    expect(calls.calls('Staff/refundOrder.json')[0]!.body).toMatchObject({
      accountId: 42,
      orderId: 3,
      amountCents: 4900,
      reason: 'Carte jamais reçue',
    });
    expect(await screen.findByText(/avoir AV2026-000002 émis/)).toBeInTheDocument();
  });

  it('checks the amount and the reason before sending anything', async () => {
    const calls = api();
    const { user } = renderAt(<RefundsSection accountId={42} supervisor />, { path: '/staff/customers/42' });
    await user.click(await screen.findByRole('button', { name: 'Rembourser la commande #3' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: /Montant à rembourser/ });
    await user.clear(amount);
    await user.type(amount, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(await within(dialog).findByText(/dépasse ce qui reste remboursable/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Indiquez le motif/)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(calls.calls('Staff/refundOrder.json')).toHaveLength(0);
  });

  it('tells an agent above the limit that a supervisor is needed, and shows the api’s refusal, in English', async () => {
    api(ko('REFUND_NEEDS_SUPERVISOR', 'supervisor', 403));
    const { user } = renderAt(<RefundsSection accountId={42} supervisor={false} />, {
      path: '/en/staff/customers/42',
    });
    await user.click(await screen.findByRole('button', { name: 'Refund order #3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #3' });
    expect(within(dialog).getByText(/Above €50.00, only a supervisor may refund/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Never received');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/must be made by a supervisor/)).toBeInTheDocument();
  });
});
