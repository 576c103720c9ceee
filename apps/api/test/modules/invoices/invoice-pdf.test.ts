import { describe, expect, it } from 'vitest';
import {
  buildInvoiceContent,
  frenchVatNumber,
  includedVatCents,
  SELLER_SIREN,
  type InvoiceContent,
} from '../../../src/modules/invoices/invoice-content.js';
import { invoiceFilename, renderInvoicePdf } from '../../../src/modules/invoices/invoice-pdf.js';
import { pdfText } from '../../helpers/pdf.js';

function content(lineCount = 2, installments = 4): InvoiceContent {
  const items = Array.from({ length: lineCount }, (_, index) => ({
    position: index + 1,
    type: 'CARD_RELOAD',
    nameFr: index === 0 ? 'Abonnement annuel tout public' : 'Abonnement mensuel -26 ans',
    nameEn: index === 0 ? 'Annual pass' : 'Monthly pass, under 26',
    cardNumber: `41000001${String(index).padStart(2, '0')}`,
    holderName: index === 0 ? 'Claire Morel' : 'Léo Morel',
    quantity: 1,
    unitPriceCents: index === 0 ? 49000 : 2800,
    discountCents: 0,
    totalCents: index === 0 ? 49000 : 2800,
    gift: false,
  }));
  const total = items.reduce((sum, item) => sum + item.totalCents, 0) - 500;
  const share = Math.floor(total / installments);
  return buildInvoiceContent({
    number: 'F2026-000017',
    issuedAt: '2026-11-25T09:30:00.000Z',
    seller: {
      name: 'Océane Mobilités',
      address: ['Maison de la mobilité', '2 quai de l’Estran', 'Gare maritime', '99500 Port-Marin'],
      phone: '01 99 00 42 42',
      email: 'contact@oceane-mobilites.example',
      siren: SELLER_SIREN,
      vatNumber: frenchVatNumber(SELLER_SIREN),
    },
    buyer: { name: 'Claire Morel', email: 'demo@example.org' },
    order: {
      id: 17,
      reference: 'OM-00000017',
      subtotalCents: total + 500,
      discountCents: 500,
      totalCents: total,
      vatCents: includedVatCents(total),
      voucherCode: 'MOINS5',
      installments,
      postPayment: false,
      paidAt: '2026-11-25T09:29:58.000Z',
    },
    items,
    schedule: Array.from({ length: installments }, (_, index) => ({
      position: index + 1,
      dueDate: `${2026 + Math.floor((index + 10) / 12)}-${String(((index + 10) % 12) + 1).padStart(2, '0')}-25`,
      amountCents: index === 0 ? total - share * (installments - 1) : share,
    })),
  });
}

describe('the invoice PDF', () => {
  it('is a French invoice: number, date, order, seller with SIREN and VAT number, lines, VAT and totals', async () => {
    const pdf = await renderInvoicePdf(content(), 'fr');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'FACTURE',
      'Facture n° : F2026-000017',
      'Date : 25/11/2026',
      'Commande : OM-00000017',
      'Océane Mobilités',
      '2 quai de l’Estran',
      'SIREN : 999 000 003',
      'FR42999000003',
      'Claire Morel',
      'Abonnement annuel tout public',
      'Carte n° 4100000100, titulaire Claire Morel',
      '10 %',
      'Remise (Code promotionnel MOINS5)',
      'Total TTC',
      '513,00 €',
      'Échéancier',
      'Pas d’escompte pour paiement anticipé.',
    ]) {
      expect(text).toContain(expected);
    }
    // The document's title (its metadata) is the invoice number.
    const raw = pdf.toString('latin1');
    const titleRef = /\/Title (\d+) 0 R/.exec(raw)?.[1];
    expect(raw).toContain(`${titleRef} 0 obj\n(F2026-000017)\nendobj`);
  });

  it('speaks English when asked', async () => {
    const text = pdfText(await renderInvoicePdf(content(1, 1), 'en'));
    for (const expected of [
      'INVOICE',
      'Invoice no.: F2026-000017',
      'Order: OM-00000017',
      'Annual pass',
      '€485.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Schedule');
    expect(invoiceFilename({ number: 'F2026-000017' }, 'en')).toBe('invoice-F2026-000017.pdf');
  });

  it('prints the same bytes twice (dates fixed to the issue)', async () => {
    const [first, second] = await Promise.all([
      renderInvoicePdf(content(), 'fr'),
      renderInvoicePdf(content(), 'fr'),
    ]);
    expect(first.equals(second)).toBe(true);
  });

  it('flows onto more pages when an order holds many lines', async () => {
    const pdf = await renderInvoicePdf(content(20, 10), 'fr');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain('Carte n° 4100000119');
    expect(text).toContain('Échéance 10');
  });
});
