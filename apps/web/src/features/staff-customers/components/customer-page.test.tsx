/**
 * /staff/customers/:accountId (decision 073): the sections with their captioned tables, the saved
 * cards masked; a card blocked and a mail sent again only after their confirmation dialog.
 */
import type { CustomerPage as Customer } from '@oceane/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api.ts';
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
  cards: [
    {
      id: 11,
      number: '4100000101',
      holderName: 'Morel',
      holderFirstname: 'Claire',
      validityEnd: '2031-05-31',
      state: 'active',
      blockedAt: null,
      contracts: [
        {
          id: 5,
          nameFr: 'Mensuel tout réseau',
          nameEn: 'Monthly all network',
          status: 'ACTIVE',
          validFrom: '2026-11-01',
          validTo: '2026-11-30',
        },
      ],
    },
  ],
  orders: [
    {
      id: 3,
      reference: 'OM-00000003',
      status: 'COMPLETED',
      processStatus: 'PROCESSED',
      paymentMethod: 'CARD',
      totalCents: 4500,
      createdAt: '2026-11-01T09:00:00.000Z',
      paidAt: '2026-11-01T09:01:00.000Z',
      instalments: [],
      invoiceNumber: 'F2026-000003',
    },
  ],
  invoices: [{ number: 'F2026-000003', orderId: 3, issuedAt: '2026-11-01T09:01:00.000Z', totalCents: 4500 }],
  documents: [],
  paymentCards: [{ id: 2, brand: 'VISA', last4: '4242', expMonth: 8, expYear: 2030, deleted: false }],
  mails: [
    {
      id: 77,
      kind: 'order-confirmation',
      subject: 'Votre commande OM-00000003',
      createdAt: '2026-11-01T09:01:00.000Z',
      sentAt: '2026-11-01T09:01:02.000Z',
    },
  ],
  alerts: [],
};

describe('the customer page', () => {
  it('shows each section as a captioned table, the saved cards masked', async () => {
    fakeApi({ 'Staff/getCustomer.json': ok(CUSTOMER) });
    renderAt(<CustomerPage accountId={42} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Claire Morel' })).toBeInTheDocument();
    const cards = screen.getByRole('table', { name: 'Les cartes du client et leurs abonnements' });
    expect(within(cards).getByRole('row', { name: /4100000101/ })).toHaveTextContent('Mensuel tout réseau');
    expect(screen.getByRole('table', { name: /Cartes bancaires, masquées/ })).toHaveTextContent(
      'VISA •••• 4242',
    );
    expect(screen.getByRole('table', { name: /Les factures émises/ })).toHaveTextContent('F2026-000003');
    for (const name of [
      'Identité',
      'Commandes',
      'Justificatifs',
      'E-mails envoyés',
      'Alertes trafic envoyées',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('blocks a card only once the dialog is confirmed, and says it', async () => {
    const api = fakeApi({
      'Staff/getCustomer.json': ok(CUSTOMER),
      'Staff/blockCard.json': ok({ blockedAt: '2026-11-28T10:00:00.000Z' }),
    });
    const { user } = renderAt(<CustomerPage accountId={42} />);
    await user.click(await screen.findByRole('button', { name: 'Bloquer la carte 4100000101' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Bloquer la carte 4100000101/ });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.calls('Staff/blockCard.json')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Bloquer la carte 4100000101' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Bloquer la carte' }),
    );
    await waitFor(() => expect(api.calls('Staff/blockCard.json')).toHaveLength(1));
    expect(api.calls('Staff/blockCard.json')[0]!.body).toMatchObject({ accountId: 42, cardId: 11 });
    expect(await screen.findByText(/La carte 4100000101 est bloquée/)).toBeInTheDocument();
  });

  it('sends a mail again once confirmed', async () => {
    const api = fakeApi({
      'Staff/getCustomer.json': ok(CUSTOMER),
      'Staff/resendMail.json': ok({ mailId: 78 }),
    });
    const { user } = renderAt(<CustomerPage accountId={42} />);
    await user.click(
      await screen.findByRole('button', { name: /^Renvoyer .{1,3}Votre commande OM-00000003/ }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: /Renvoyer cet e-mail/ });
    expect(dialog).toHaveTextContent('claire.morel@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Renvoyer' }));
    await waitFor(() => expect(api.calls('Staff/resendMail.json')).toHaveLength(1));
    expect(api.calls('Staff/resendMail.json')[0]!.body).toMatchObject({ accountId: 42, mailId: 77 });
  });
});
