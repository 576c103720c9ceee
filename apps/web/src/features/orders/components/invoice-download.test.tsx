import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytes, fakeApi, ko } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { InvoiceDownload } from './invoice-download.tsx';

const pdf = new TextEncoder().encode('%PDF-1.7 facture');
let createObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  startSession({ userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' }, null);
  createObjectURL = vi.fn(() => 'blob:invoice');
  vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL, revokeObjectURL: vi.fn() }));
});
afterEach(() => endSession());

describe('the invoice download', () => {
  it('POSTs Order/printOrder.json for the order and saves the PDF under the server’s name', async () => {
    const api = fakeApi({
      'Order/printOrder.json': bytes(pdf, 'application/pdf', {
        'content-disposition': 'attachment; filename="facture-F2026-000001.pdf"',
      }),
    });
    const { user } = renderAt(<InvoiceDownload orderId={11} number="F2026-000001" />, {
      path: '/account/invoices',
    });
    await user.click(screen.getByRole('button', { name: 'Télécharger la facture F2026-000001 (PDF)' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Facture enregistrée sous facture-F2026-000001.pdf.',
    );
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    const [call] = api.calls('Order/printOrder.json');
    expect([call!.method, call!.body?.orderId]).toEqual(['POST', 11]);
  });

  it('shows “Preparing the PDF” while it comes, and a failure in English with a retry that works', async () => {
    let release: () => void = () => undefined;
    let attempts = 0;
    fakeApi({
      'Order/printOrder.json': async () => {
        attempts += 1;
        if (attempts === 1) return ko('SERVICE_UNAVAILABLE', 'down', 503);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return bytes(pdf, 'application/pdf', {
          'content-disposition': 'attachment; filename="invoice-F2026-000001.pdf"',
        });
      },
    });
    const { user } = renderAt(<InvoiceDownload orderId={11} number="F2026-000001" />, {
      path: '/en/account/invoices',
    });
    await user.click(screen.getByRole('button', { name: 'Download the invoice F2026-000001 (PDF)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The invoice could not be downloaded: .+/);
    await user.click(within(alert).getByRole('button', { name: 'Retry the download F2026-000001' }));
    expect(await screen.findByRole('progressbar', { name: 'Preparing the PDF' })).toBeInTheDocument();
    // The bar shows as the press is handled; the request reaches the fake api a few turns later
    // (it is signed first): release it only once it is held, or the release is lost.
    await vi.waitFor(() => expect(attempts).toBe(2));
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Invoice saved as invoice-F2026-000001.pdf.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an order whose invoice is not issued yet says so', async () => {
    fakeApi({
      'Order/printOrder.json': ko('INVOICE_NOT_READY', 'pas encore', 409),
    });
    const { user } = renderAt(<InvoiceDownload orderId={11} number="F2026-000001" />, {
      path: '/account/history',
    });
    await user.click(screen.getByRole('button', { name: 'Télécharger la facture F2026-000001 (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le téléchargement de la facture a échoué : La facture de cette commande n’est pas encore émise : elle le sera dès le paiement validé.',
    );
  });
});
