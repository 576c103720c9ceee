import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildInvoiceContent,
  frenchVatNumber,
  includedVatCents,
  invoiceNumber,
  SELLER_SIREN,
  spreadLargestRemainder,
  type InvoiceInput,
} from '../../../src/modules/invoices/invoice-content.js';

const seller = {
  name: 'Océane Mobilités',
  address: ['Maison de la mobilité', '2 quai de l’Estran', 'Gare maritime', '99500 Port-Marin'],
  phone: '01 99 00 42 42',
  email: 'contact@oceane-mobilites.example',
  siren: SELLER_SIREN,
  vatNumber: frenchVatNumber(SELLER_SIREN),
};

function item(position: number, unitPriceCents: number, quantity = 1, discountCents = 0) {
  return {
    position,
    type: 'CARD_RELOAD',
    nameFr: `Article ${position}`,
    nameEn: `Item ${position}`,
    cardNumber: '4100000101',
    holderName: 'Claire Morel',
    quantity,
    unitPriceCents,
    discountCents,
    totalCents: unitPriceCents * quantity - discountCents,
    gift: false,
  };
}

function input(items: InvoiceInput['items'], overrides: Partial<InvoiceInput['order']> = {}): InvoiceInput {
  const subtotalCents = items.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const totalCents = overrides.totalCents ?? items.reduce((sum, line) => sum + line.totalCents, 0);
  return {
    number: 'F2026-000042',
    issuedAt: '2026-11-25T09:30:00.000Z',
    seller,
    buyer: { name: 'Claire Morel', email: 'demo@example.org' },
    order: {
      id: 7,
      reference: 'OM-00000007',
      subtotalCents,
      discountCents: subtotalCents - totalCents,
      totalCents,
      vatCents: includedVatCents(totalCents),
      voucherCode: null,
      installments: 1,
      postPayment: false,
      paidAt: '2026-11-25T09:29:58.000Z',
      ...overrides,
    },
    items,
    schedule: [{ position: 1, dueDate: '2026-11-25', amountCents: totalCents }],
  };
}

describe('the seller’s registration', () => {
  it('computes the intra-EU VAT number with the French key (FR83 404 833 048 is a published example)', () => {
    expect(frenchVatNumber('404833048')).toBe('FR83404833048');
    expect(frenchVatNumber(SELLER_SIREN)).toBe('FR42999000003');
  });

  it('uses a SIREN that INSEE never allocates (999…) yet passes the Luhn check of a real one', () => {
    expect(SELLER_SIREN).toMatch(/^999\d{6}$/);
    const sum = [...SELLER_SIREN]
      .reverse()
      .map((digit, index) => (index % 2 === 1 ? Number(digit) * 2 : Number(digit)))
      .map((value) => (value > 9 ? value - 9 : value))
      .reduce((a, b) => a + b, 0);
    expect(sum % 10).toBe(0);
  });

  it('numbers the year’s series on six digits', () => {
    expect(invoiceNumber(2026, 1)).toBe('F2026-000001');
    expect(invoiceNumber(2027, 123456)).toBe('F2027-123456');
  });
});

describe('sharing cents by largest remainder', () => {
  it('gives the leftover cents to the largest remainders, the first on a tie', () => {
    expect(spreadLargestRemainder(46, [170, 170, 170])).toEqual([16, 15, 15]);
    expect(spreadLargestRemainder(10, [1, 2, 7])).toEqual([1, 2, 7]);
    expect(spreadLargestRemainder(5, [0, 0])).toEqual([3, 2]);
    expect(spreadLargestRemainder(0, [3, 4])).toEqual([0, 0]);
  });

  it('always adds up to the total, each share within a cent of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const shares = spreadLargestRemainder(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          if (sum === 0) return;
          shares.forEach((share, index) => {
            const exact = (total * weights[index]!) / sum;
            expect(Math.abs(share - exact)).toBeLessThan(1.000001);
          });
        },
      ),
    );
  });
});

describe('the content of an invoice', () => {
  it('an annual pass paid in 4: the line, its VAT at 10 %, the totals and the schedule', () => {
    const content = buildInvoiceContent({
      ...input([item(1, 49000)], { installments: 4 }),
      schedule: [
        { position: 1, dueDate: '2026-11-25', amountCents: 12250 },
        { position: 2, dueDate: '2026-12-25', amountCents: 12250 },
        { position: 3, dueDate: '2027-01-25', amountCents: 12250 },
        { position: 4, dueDate: '2027-02-25', amountCents: 12250 },
      ],
    });
    expect(content.number).toBe('F2026-000042');
    expect(content.issueDate).toBe('2026-11-25');
    expect(content.orderReference).toBe('OM-00000007');
    expect(content.lines).toEqual([
      expect.objectContaining({
        quantity: 1,
        unitPriceCents: 49000,
        unitPriceExclVatCents: 44545,
        vatRateBp: 1000,
        vatCents: 4455,
        totalExclVatCents: 44545,
        totalInclVatCents: 49000,
        discountCents: 0,
      }),
    ]);
    expect(content.vatCents).toBe(4455);
    expect(content.totalExclVatCents).toBe(44545);
    expect(content.totalInclVatCents).toBe(49000);
    expect(content.vatSummary).toEqual([{ rateBp: 1000, baseCents: 44545, vatCents: 4455 }]);
    expect(content.payment).toEqual({
      method: 'CARD',
      installments: 4,
      postPayment: false,
      paidCents: 12250,
      paidAt: '2026-11-25T09:29:58.000Z',
    });
    expect(content.schedule).toHaveLength(4);
    expect(content.mentions.fr.join('\n')).toContain('10\u00a0%');
    expect(content.mentions.fr.join('\n')).toContain('Pas d’escompte pour paiement anticipé.');
    expect(content.mentions.fr.join('\n')).toContain('40\u00a0€');
    expect(content.mentions.fr.join('\n')).toContain('122,50\u00a0€');
    expect(content.mentions.en.join('\n')).toContain('€122.50');
    expect(content.seller.vatNumber).toBe('FR42999000003');
  });

  it('three single tickets: the line VATs add up exactly to the order’s VAT', () => {
    const content = buildInvoiceContent(input([item(1, 170), item(2, 170), item(3, 170)]));
    expect(content.vatCents).toBe(46);
    expect(content.lines.map((line) => line.vatCents)).toEqual([16, 15, 15]);
    expect(content.lines.map((line) => line.totalExclVatCents)).toEqual([154, 155, 155]);
  });

  it('an order-wide reduction the items do not carry is shared over the lines', () => {
    // 49,00 € + 28,00 €, 5,00 € off the order: 72,00 €.
    const content = buildInvoiceContent(
      input([item(1, 4900), item(2, 2800)], { totalCents: 7200, voucherCode: 'MOINS5' }),
    );
    expect(content.discountCents).toBe(500);
    expect(content.voucherCode).toBe('MOINS5');
    const lines = content.lines;
    expect(lines.reduce((sum, line) => sum + line.totalInclVatCents, 0)).toBe(7200);
    expect(lines.reduce((sum, line) => sum + line.discountCents, 0)).toBe(500);
    expect(lines.reduce((sum, line) => sum + line.vatCents, 0)).toBe(content.vatCents);
    expect(content.vatCents).toBe(includedVatCents(7200));
    for (const line of lines) {
      expect(line.unitPriceCents * line.quantity - line.discountCents).toBe(line.totalInclVatCents);
      expect(line.totalExclVatCents + line.vatCents).toBe(line.totalInclVatCents);
    }
  });

  it('adds up to the cent whatever the items and reductions (property)', () => {
    const items = fc.array(
      fc.record({
        unit: fc.integer({ min: 0, max: 100_000 }),
        quantity: fc.integer({ min: 1, max: 10 }),
        off: fc.integer({ min: 0, max: 100 }),
      }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(items, fc.integer({ min: 0, max: 100 }), (specs, orderOff) => {
        const lines = specs.map((spec, index) =>
          item(index + 1, spec.unit, spec.quantity, Math.floor((spec.unit * spec.quantity * spec.off) / 100)),
        );
        const itemsTotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
        const total = itemsTotal - Math.floor((itemsTotal * orderOff) / 100);
        const content = buildInvoiceContent(input(lines, { totalCents: total }));
        expect(content.lines.reduce((sum, line) => sum + line.vatCents, 0)).toBe(content.vatCents);
        expect(content.lines.reduce((sum, line) => sum + line.totalInclVatCents, 0)).toBe(total);
        expect(content.lines.reduce((sum, line) => sum + line.totalExclVatCents, 0)).toBe(
          content.totalExclVatCents,
        );
        expect(content.lines.every((line) => line.vatCents >= 0 && line.totalExclVatCents >= 0)).toBe(true);
      }),
    );
  });

  it('a post-payment fare: nothing paid today, the card registered, usage billed later', () => {
    const content = buildInvoiceContent(input([item(1, 0)], { postPayment: true }));
    expect(content.payment.paidCents).toBe(0);
    expect(content.totalInclVatCents).toBe(0);
    expect(content.mentions.fr[1]).toContain('Tarif post-paiement');
    expect(content.mentions.en[1]).toContain('billed after use');
  });
});
