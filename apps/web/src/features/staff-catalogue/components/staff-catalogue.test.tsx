/**
 * The supervisor's catalogue pages (decision 076): the prices in force and scheduled, a price
 * scheduled from a day; promo codes disabled only once confirmed, created with their limits; the
 * agency's week typed per day and sent as spans, a wrong span said at its field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { AgencyPage } from './agency-page.tsx';
import { CataloguePage } from './catalogue-page.tsx';
import { VouchersPage } from './vouchers-page.tsx';

addStaffTexts();
beforeEach(() =>
  startSession({ userToken: 'tok', userId: 7, userName: 'Nolwenn', userLastname: 'Le Bihan' }, null),
);
afterEach(() => endSession());

const MONTHLY = {
  id: 5,
  code: 'MONTHLY',
  shopItemId: 1005,
  nameFr: 'Abonnement mensuel',
  nameEn: 'Monthly pass',
  productType: 'SUBSCRIPTION',
  audience: 'ALL',
  installments: [1],
  active: true,
  currentPriceCents: 4900,
  currentSince: null,
  scheduled: [
    {
      priceCents: 5500,
      effectiveFrom: '2027-01-01',
      installments: null,
      audience: null,
      createdAt: '2026-11-28T10:00:00Z',
      createdBy: 's@example.org',
    },
  ],
};

const VOUCHER = {
  code: 'MOINS5',
  discountType: 'AMOUNT',
  amountCents: 500,
  ratioBp: null,
  productId: null,
  labelFr: '5 € de réduction',
  labelEn: '€5 off',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  maxUses: null,
  maxUsesPerAccount: 1,
  minCartCents: 1000,
  uses: 2,
  disabledAt: null,
};

describe('the catalogue page', () => {
  it('shows the price in force and the one scheduled, and schedules a price from a day', async () => {
    const api = fakeApi({
      'Staff/getCatalogue.json': ok({ today: '2026-11-28', products: [MONTHLY] }),
      'Staff/schedulePrice.json': ok({ product: MONTHLY }),
    });
    const { user } = renderAt(<CataloguePage />);
    const table = await screen.findByRole('table', { name: /Produits du réseau, prix en vigueur le/ });
    const row = within(table).getByRole('row', { name: /Abonnement mensuel/ });
    expect(row).toHaveTextContent(/49,00\s€/);
    expect(row).toHaveTextContent(/55,00\s€ à partir du/);

    await user.selectOptions(screen.getByLabelText(/^Produit/, { selector: 'select' }), '5');
    await user.type(screen.getByLabelText(/^Nouveau prix/), '55,5');
    const day = screen.getByLabelText(/^À partir du/);
    await user.clear(day);
    await user.type(day, '2026-12-01');
    await user.selectOptions(screen.getByLabelText(/^Paiement en plusieurs fois/), '1,4');
    await user.click(screen.getByRole('button', { name: 'Programmer ce prix' }));
    await waitFor(() => expect(api.calls('Staff/schedulePrice.json')).toHaveLength(1));
    expect(api.calls('Staff/schedulePrice.json')[0]!.body).toMatchObject({
      productId: 5,
      priceCents: 5550,
      effectiveFrom: '2026-12-01',
      installments: [1, 4],
      audience: null,
    });
    expect(await screen.findByText(/Prix programmé : Abonnement mensuel/)).toBeInTheDocument();
  });

  it('says a price that is not one at its field, and sends nothing', async () => {
    const api = fakeApi({ 'Staff/getCatalogue.json': ok({ today: '2026-11-28', products: [MONTHLY] }) });
    const { user } = renderAt(<CataloguePage />);
    await user.selectOptions(await screen.findByLabelText(/^Produit/, { selector: 'select' }), '5');
    await user.type(screen.getByLabelText(/^Nouveau prix/), 'douze');
    await user.click(screen.getByRole('button', { name: 'Programmer ce prix' }));
    expect(await screen.findByRole('link', { name: /Nouveau prix/ })).toBeInTheDocument();
    expect(api.calls('Staff/schedulePrice.json')).toHaveLength(0);
  });

  it('names its column in every cell, for the stacked rows of a narrow screen', async () => {
    fakeApi({ 'Staff/getCatalogue.json': ok({ today: '2026-11-28', products: [MONTHLY] }) });
    renderAt(<CataloguePage />);
    const table = await screen.findByRole('table', { name: /Produits du réseau/ });
    const headers = Array.from(table.querySelectorAll('thead th'), (th) => th.textContent);
    const rows = table.querySelectorAll('tbody tr');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const cells = Array.from(row.children);
      expect(cells).toHaveLength(headers.length);
      cells.forEach((cell, index) => {
        if (cell.tagName !== 'TD') return;
        expect(cell.getAttribute('data-label')).toBe(headers[index]);
        expect(headers[index]).not.toBe('');
      });
    }
  });
});

describe('the promo codes page', () => {
  it('disables a code only once confirmed, and shows its uses', async () => {
    const api = fakeApi({
      'Staff/getVouchers.json': ok({ vouchers: [VOUCHER] }),
      'Staff/disableVoucher.json': ok({ voucher: { ...VOUCHER, disabledAt: '2026-11-28T10:00:00Z' } }),
      'Staff/getVoucherUsage.json': ok({
        voucher: VOUCHER,
        uses: [
          {
            orderId: 31,
            reference: 'CMD-31',
            accountId: 9,
            status: 'COMPLETED',
            redeemedAt: '2026-11-20T10:00:00Z',
          },
        ],
      }),
    });
    const { user } = renderAt(<VouchersPage />);
    const row = within(await screen.findByRole('table', { name: 'Codes promo du réseau' })).getByRole('row', {
      name: /MOINS5/,
    });
    expect(row).toHaveTextContent('1 par compte');
    await user.click(within(row).getByRole('button', { name: 'Désactiver MOINS5' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Désactiver le code MOINS5/ });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.calls('Staff/disableVoucher.json')).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'Désactiver MOINS5' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Désactiver' }),
    );
    await waitFor(() => expect(api.calls('Staff/disableVoucher.json')).toHaveLength(1));
    expect(api.calls('Staff/disableVoucher.json')[0]!.body).toMatchObject({ code: 'MOINS5' });
    expect(await screen.findByText('Code MOINS5 désactivé.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Utilisations de MOINS5' }));
    const uses = await screen.findByRole('table', { name: /Commandes payées avec MOINS5/ });
    expect(within(uses).getByRole('row', { name: /CMD-31/ })).toHaveTextContent('COMPLETED');
  });

  it('creates a code with its limits, empty ones sent as none, and shows a taken code at its field', async () => {
    const api = fakeApi({
      'Staff/getVouchers.json': ok({ vouchers: [] }),
      'Staff/createVoucher.json': ko('CONFLICT', 'Ce code existe déjà.', 409),
    });
    const { user } = renderAt(<VouchersPage />);
    await user.type(await screen.findByLabelText(/^Code/), 'HIVER-26');
    await user.type(screen.getByLabelText(/^Montant/), '2,50');
    await user.type(screen.getByLabelText(/^Libellé en français/), '2,50 € offerts');
    await user.type(screen.getByLabelText(/^Libellé en anglais/), '€2.50 off');
    await user.type(screen.getByLabelText(/^Valable à partir du/), '2026-12-01');
    await user.type(screen.getByLabelText(/^Valable jusqu’au/), '2027-02-28');
    await user.type(screen.getByLabelText(/^Utilisations par compte/), '1');
    await user.click(screen.getByRole('button', { name: 'Créer le code' }));
    await waitFor(() => expect(api.calls('Staff/createVoucher.json')).toHaveLength(1));
    expect(api.calls('Staff/createVoucher.json')[0]!.body).toMatchObject({
      code: 'HIVER-26',
      discountType: 'AMOUNT',
      amountCents: 250,
      ratioBp: null,
      productId: null,
      validFrom: '2026-12-01',
      validTo: '2027-02-28',
      maxUses: null,
      maxUsesPerAccount: 1,
      minCartCents: null,
    });
    await waitFor(() => expect(screen.getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Code/)).toHaveValue('HIVER-26');
  });
});

describe('the agency page', () => {
  const AGENCY = {
    id: 1,
    name: 'Maison de la mobilité',
    address1: '1 quai des Vedettes',
    address2: null,
    zipcode: '29990',
    city: 'Port-Marin',
    phone: '01 99 00 00 00',
    email: null,
    openingHours: [
      { weekday: 1, opens: '08:30', closes: '12:00' },
      { weekday: 1, opens: '13:30', closes: '18:00' },
    ],
  };

  it('shows each day’s spans, sends the week typed, and says a wrong span at its day', async () => {
    const api = fakeApi({
      'Staff/getAgency.json': ok({ agency: AGENCY }),
      'Staff/updateAgency.json': ok({ agency: AGENCY }),
    });
    const { user } = renderAt(<AgencyPage />);
    expect(await screen.findByLabelText(/^Lundi/)).toHaveValue('08:30-12:00, 13:30-18:00');
    const saturday = screen.getByLabelText(/^Samedi/);
    await user.type(saturday, '9h-12h');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('link', { name: /Samedi/ })).toBeInTheDocument();
    expect(api.calls('Staff/updateAgency.json')).toHaveLength(0);

    await user.clear(saturday);
    await user.type(saturday, '09:00-12:00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls('Staff/updateAgency.json')).toHaveLength(1));
    expect(api.calls('Staff/updateAgency.json')[0]!.body).toMatchObject({
      address1: '1 quai des Vedettes',
      address2: null,
      email: null,
      openingHours: [
        { weekday: 1, opens: '08:30', closes: '12:00' },
        { weekday: 1, opens: '13:30', closes: '18:00' },
        { weekday: 6, opens: '09:00', closes: '12:00' },
      ],
    });
    expect(await screen.findByText(/Adresse et horaires enregistrés/)).toBeInTheDocument();
  });
});
