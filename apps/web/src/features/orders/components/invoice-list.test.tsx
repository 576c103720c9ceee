import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type Handler } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { invoice } from '../test-orders.ts';
import { InvoiceList } from './invoice-list.tsx';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' }, null),
);
afterEach(() => endSession());

const monthly = invoice();
const annual = invoice({
  number: 'F2025-000004',
  orderId: 9,
  issuedAt: '2025-12-18T10:00:00.000Z',
  totalCents: 49000,
});
const bike = invoice({
  number: 'F2026-000003',
  orderId: 13,
  issuedAt: '2026-11-05T10:00:00.000Z',
  totalCents: 3500,
  transportModes: ['BIKE'],
  transportType: 'Vélo en libre-service',
});

/** The api's filtering, as Order/getOrders.json does it. */
const getOrders: Handler = ({ url }) => {
  const year = url.searchParams.get('year');
  const mode = url.searchParams.get('mode');
  return ok({
    invoices: [bike, monthly, annual].filter(
      (entry) =>
        (!year || entry.issuedAt.startsWith(year)) && (!mode || entry.transportModes.includes(mode as 'BUS')),
    ),
    years: [2026, 2025],
    modes: ['BUS', 'BOAT', 'BIKE'],
  });
};

describe('Invoices', () => {
  it('lists each invoice with its date, number, price, transport type and PDF, and filters by year and mode', async () => {
    const api = fakeApi({ 'Order/getOrders.json': getOrders });
    const { user, location } = renderAt(<InvoiceList />, { path: '/account/invoices' });

    const table = await screen.findByRole('table', { name: 'Vos factures' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['5 novembre 2026', 'F2026-000003', '35,00\u00a0€', 'Vélo en libre-service'],
      ['2 novembre 2026', 'F2026-000002', '49,00\u00a0€', 'Bus, Bateaux'],
      ['18 décembre 2025', 'F2025-000004', '490,00\u00a0€', 'Bus, Bateaux'],
    ]);
    expect(
      screen.getByRole('button', { name: 'Télécharger la facture F2025-000004 (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 factures');

    const year = screen.getByRole('combobox', { name: 'Année' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes les années', '2026', '2025']);
    await user.selectOptions(year, '2025');
    expect(await screen.findByText('1 facture')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(location()).toBe('/account/invoices?year=2025');

    const mode = screen.getByRole('combobox', { name: 'Mode de transport' });
    expect(
      within(mode)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les modes', 'Bus', 'Bateaux', 'Vélo en libre-service']);
    await user.selectOptions(mode, 'BIKE');
    expect(await screen.findByText('Aucune facture ne correspond à ces filtres.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.selectOptions(year, '');
    expect(await screen.findByText('1 facture')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'F2026-000003' })).toBeInTheDocument();
    const queries = api.calls('Order/getOrders.json').map((call) => {
      const params = call.url.searchParams;
      return [params.get('year'), params.get('mode')];
    });
    expect(queries).toEqual([
      [null, null],
      ['2025', null],
      ['2025', 'BIKE'],
      [null, 'BIKE'],
    ]);
  });

  it('opens with the filters of the address, in English', async () => {
    fakeApi({ 'Order/getOrders.json': getOrders });
    renderAt(<InvoiceList />, { path: '/en/account/invoices?mode=BIKE' });
    const table = await screen.findByRole('table', { name: 'Your invoices' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('cell', { name: '€35.00' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '5 November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Transport mode' })).toHaveValue('BIKE');
    expect(screen.getByRole('option', { name: 'Self-service bike' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the invoice F2026-000003 (PDF)' }),
    ).toBeInTheDocument();
  });

  it('an account without invoices says so', async () => {
    fakeApi({ 'Order/getOrders.json': ok({ invoices: [], years: [], modes: [] }) });
    renderAt(<InvoiceList />, { path: '/account/invoices' });
    expect(await screen.findByText('Vous n’avez encore aucune facture.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
