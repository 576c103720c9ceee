/** /staff/reports' journal (decision 075): the period sent as the CSV's and the PDF's query; a backwards period refused. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytes, fakeApi } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { SalesJournal } from './sales-journal.tsx';

addStaffTexts();
beforeEach(() => {
  startSession({ userToken: 'tok', userId: 7, userName: 'Yann', userLastname: 'Kerjean' }, null);
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => endSession());

describe('the sales journal', () => {
  it('downloads the CSV and the PDF of the period typed', async () => {
    const api = fakeApi({
      'Staff/salesJournal.csv': bytes(new TextEncoder().encode('\ufeffJournal'), 'text/csv', {
        'content-disposition': 'attachment; filename="journal-des-ventes-2026-11-01-2026-11-28.csv"',
      }),
      'Staff/salesJournal.pdf': bytes(new TextEncoder().encode('%PDF'), 'application/pdf'),
    });
    const { user } = renderAt(<SalesJournal />, { path: '/staff/reports' });
    const from = screen.getByLabelText(/^Du/);
    const to = screen.getByLabelText(/^Au/);
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Télécharger le CSV' }));
    expect(
      await screen.findByText(/Journal enregistré sous journal-des-ventes-2026-11-01-2026-11-28.csv/),
    ).toBeInTheDocument();
    const [csv] = api.calls('Staff/salesJournal.csv');
    expect([csv!.method, csv!.url.searchParams.get('from'), csv!.url.searchParams.get('to')]).toEqual([
      'GET',
      '2026-11-01',
      '2026-11-28',
    ]);
    await user.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(api.calls('Staff/salesJournal.pdf')).toHaveLength(1));
  });

  it('refuses a period that ends before it starts, in English', async () => {
    const api = fakeApi({});
    const { user } = renderAt(<SalesJournal />, { path: '/en/staff/reports' });
    const to = screen.getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, '2000-01-01');
    expect(await screen.findByText('The end of the period is before its start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the CSV' })).toBeDisabled();
    expect(api.calls('Staff/salesJournal.csv')).toHaveLength(0);
  });
});
