/**
 * A customer's money on their page (decision 077): a FAILED instalment charged again or marked
 * paid at the counter with its means, a schedule closed with a reason (supervisors only), an
 * invoice sent again; each only once its dialog is confirmed, the outcome announced in the live
 * region, in French and English.
 */
import type { CustomerPage as Customer } from '@oceane/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { CustomerPage } from './customer-page.tsx';

addStaffTexts();
beforeEach(() =>
  startSession({ userToken: 'tok', userId: 7, userName: 'Yann', userLastname: 'Kerjean' }, null),
);
afterEach(() => endSession());

const CUSTOMER: Customer = {
  account: {
    accountId: 42,
    name: 'Morel',
    firstname: 'Claire',
    guest: false,
    disabled: false,
    createdAt: '2026-01-05T10:00:00.000Z',
  },
  identity: {
    email: 'claire.morel@example.org',
    name: 'Morel',
    firstname: 'Claire',
    phone: '0639980042',
    emailVerified: true,
    createdAt: '2026-01-05T10:00:00.000Z',
  },
  profiles: [{ accountId: 42, name: 'Morel', firstname: 'Claire', disabled: false }],
  cards: [],
  orders: [
    {
      id: 9,
      reference: 'OM-00000009',
      status: 'REGULARIZATION',
      processStatus: 'PROCESSED',
      paymentMethod: 'CARD',
      totalCents: 49_000,
      createdAt: '2026-09-01T09:00:00.000Z',
      paidAt: '2026-09-01T09:01:00.000Z',
      instalments: [
        {
          position: 1,
          dueDate: '2026-09-01',
          amountCents: 12_250,
          status: 'PAID',
          paidAt: '2026-09-01T09:01:00.000Z',
        },
        { position: 2, dueDate: '2026-10-01', amountCents: 12_250, status: 'FAILED', paidAt: null },
        { position: 3, dueDate: '2026-11-01', amountCents: 12_250, status: 'DUE', paidAt: null },
      ],
      invoiceNumber: 'F2026-000009',
    },
  ],
  invoices: [
    { number: 'F2026-000009', orderId: 9, issuedAt: '2026-09-01T09:01:00.000Z', totalCents: 49_000 },
  ],
  documents: [],
  paymentCards: [],
  mails: [],
  alerts: [],
};

const PAID = { position: 2, status: 'PAID', paidAt: '2026-11-28T10:00:00.000Z', orderStatus: 'COMPLETED' };

describe('a customer’s money', () => {
  it('charges a failed instalment again once confirmed, and announces it', async () => {
    const api = fakeApi({
      'Staff/getCustomer.json': ok(CUSTOMER),
      'Staff/chargeInstalmentAgain.json': ok({ ...PAID, outcome: 'PAID', failureCode: null }),
    });
    const { user } = renderAt(<CustomerPage accountId={42} />);
    const schedules = await screen.findByRole('region', { name: 'Échéanciers' });
    expect(within(schedules).getByRole('heading', { level: 3 })).toHaveTextContent('OM-00000009');
    await user.click(within(schedules).getByRole('button', { name: 'Prélever à nouveau l’échéance 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Prélever l’échéance 2 de OM-00000009/ });
    expect(dialog).toHaveTextContent(/122,50\s€/);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.calls('Staff/chargeInstalmentAgain.json')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Prélever à nouveau l’échéance 2' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Prélever maintenant' }),
    );
    await waitFor(() => expect(api.calls('Staff/chargeInstalmentAgain.json')).toHaveLength(1));
    expect(api.calls('Staff/chargeInstalmentAgain.json')[0]!.body).toMatchObject({
      accountId: 42,
      orderId: 9,
      position: 2,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'L’échéance 2 de OM-00000009 est prélevée et réglée.',
    );
  });

  it('says a refused charge, and shows a failure in the dialog', async () => {
    fakeApi({
      'Staff/getCustomer.json': ok(CUSTOMER),
      'Staff/chargeInstalmentAgain.json': ok({
        ...PAID,
        status: 'FAILED',
        paidAt: null,
        orderStatus: 'REGULARIZATION',
        outcome: 'REFUSED',
        failureCode: 'card_declined',
      }),
    });
    const { user } = renderAt(<CustomerPage accountId={42} />);
    await user.click(await screen.findByRole('button', { name: 'Prélever à nouveau l’échéance 2' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Prélever maintenant' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/refusé \(card_declined\)/);
  });

  it('keeps the dialog open with the reason when the instalment was settled meanwhile', async () => {
    fakeApi({
      'Staff/getCustomer.json': ok(CUSTOMER),
      'Staff/chargeInstalmentAgain.json': ko('CONFLICT', 'conflict', 409),
    });
    const { user } = renderAt(<CustomerPage accountId={42} />);
    await user.click(await screen.findByRole('button', { name: 'Prélever à nouveau l’échéance 2' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Prélever maintenant' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });

  it('marks an instalment paid at the counter only with a means chosen', async () => {
    const api = fakeApi({
      'Staff/getCustomer.json': ok(CUSTOMER),
      'Staff/markInstalmentPaid.json': ok(PAID),
    });
    const { user } = renderAt(<CustomerPage accountId={42} />);
    await user.click(await screen.findByRole('button', { name: 'Échéance 2 réglée au guichet' }));
    const dialog = await screen.findByRole('alertdialog', { name: /réglée au guichet/ });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(within(dialog).getByText('Choisissez le moyen de paiement.')).toBeInTheDocument();
    expect(api.calls('Staff/markInstalmentPaid.json')).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Chèque' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));
    await waitFor(() => expect(api.calls('Staff/markInstalmentPaid.json')).toHaveLength(1));
    expect(api.calls('Staff/markInstalmentPaid.json')[0]!.body).toMatchObject({
      orderId: 9,
      position: 2,
      means: 'CHEQUE',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('réglée au guichet');
  });

  it('offers closing a schedule to a supervisor only, with a reason', async () => {
    const api = fakeApi({
      'Staff/getCustomer.json': ok(CUSTOMER),
      'Staff/closeSchedule.json': ok({ closedPositions: [2, 3], orderStatus: 'COMPLETED' }),
    });
    const agent = renderAt(<CustomerPage accountId={42} />);
    await screen.findByRole('region', { name: 'Échéanciers' });
    expect(screen.queryByRole('button', { name: /Clôturer/ })).not.toBeInTheDocument();
    agent.unmount();

    const { user } = renderAt(<CustomerPage accountId={42} supervisor />);
    await user.click(await screen.findByRole('button', { name: 'Clôturer l’échéancier de OM-00000009' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Clôturer l’échéancier de OM-00000009/ });
    expect(dialog).toHaveTextContent(/245,00\s€/);
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer l’échéancier' }));
    expect(within(dialog).getByText(/Indiquez le motif/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Motif de la clôture/ }), 'Geste commercial');
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer l’échéancier' }));
    await waitFor(() => expect(api.calls('Staff/closeSchedule.json')).toHaveLength(1));
    expect(api.calls('Staff/closeSchedule.json')[0]!.body).toMatchObject({
      orderId: 9,
      reason: 'Geste commercial',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('L’échéancier de OM-00000009 est clôturé.');
  });

  it('sends an invoice again once confirmed, in English under /en', async () => {
    const api = fakeApi({
      'Staff/getCustomer.json': ok(CUSTOMER),
      'Staff/resendInvoice.json': ok({ mailId: 5 }),
    });
    const { user } = renderAt(<CustomerPage accountId={42} />, { path: '/en/staff/customers/42' });
    await user.click(await screen.findByRole('button', { name: 'Send invoice F2026-000009 again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send invoice F2026-000009 again?' });
    expect(dialog).toHaveTextContent('claire.morel@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invoice' }));
    await waitFor(() => expect(api.calls('Staff/resendInvoice.json')).toHaveLength(1));
    expect(api.calls('Staff/resendInvoice.json')[0]!.body).toMatchObject({ accountId: 42, orderId: 9 });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Invoice F2026-000009 is sent to claire.morel@example.org.',
    );
  });
});
