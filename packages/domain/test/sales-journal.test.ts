/**
 * The sales journal (decision 075): its CSV's totals are the invoices minus the credit notes, to
 * the cent, on random documents (fast-check); the CSV is what French accounting tools import.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSalesJournal,
  frenchDecimal,
  salesJournalCsv,
  UTF8_BOM,
  type JournalDocument,
} from '../src/sales-journal.js';

const PERIOD = { from: '2026-11-01', to: '2026-11-30' };

const line = fc
  .record({
    product: fc.constantFrom('Mensuel', 'Annuel', '10 voyages', 'Frais; de "carte"'),
    vatRateBp: fc.constantFrom(1000, 550, 2000),
    baseCents: fc.integer({ min: 0, max: 500_000 }),
    vatCents: fc.integer({ min: 0, max: 100_000 }),
  })
  .map((l) => ({ ...l, totalCents: l.baseCents + l.vatCents }));

const document: fc.Arbitrary<JournalDocument> = fc.record({
  kind: fc.constantFrom('INVOICE' as const, 'CREDIT_NOTE' as const),
  number: fc.stringMatching(/^[A-Z]{1,2}2026-\d{6}$/),
  day: fc.integer({ min: 1, max: 30 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`),
  orderReference: fc.stringMatching(/^OM-\d{8}$/),
  corrects: fc.option(fc.stringMatching(/^F2026-\d{6}$/), { nil: null }),
  customer: fc.string({ maxLength: 20 }),
  paymentMeans: fc.constantFrom('CARD', 'CARD_REFUND'),
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
});

/** A French decimal back to cents. */
const cents = (text: string) => {
  const negative = text.startsWith('-');
  const [units, decimals] = text.replace('-', '').split(',');
  return (negative ? -1 : 1) * (Number(units) * 100 + Number(decimals));
};

const sumOf = (documents: JournalDocument[], kind: JournalDocument['kind']) =>
  documents
    .filter((d) => d.kind === kind)
    .flatMap((d) => d.lines)
    .reduce((sum, l) => sum + l.totalCents, 0);

describe('the sales journal', () => {
  it('writes French decimals', () => {
    expect(frenchDecimal(1250)).toBe('12,50');
    expect(frenchDecimal(-300)).toBe('-3,00');
    expect(frenchDecimal(5)).toBe('0,05');
    expect(frenchDecimal(123456789)).toBe('1234567,89');
  });

  it('totals the invoices minus the credit notes, in the CSV too, on random documents', () => {
    fc.assert(
      fc.property(fc.array(document, { maxLength: 25 }), (documents) => {
        const journal = buildSalesJournal(PERIOD, documents);
        const expected = sumOf(documents, 'INVOICE') - sumOf(documents, 'CREDIT_NOTE');
        expect(journal.total.totalCents).toBe(expected);
        const csv = salesJournalCsv(journal);
        expect(csv.startsWith(UTF8_BOM)).toBe(true);
        const lines = csv.slice(1).trimEnd().split('\r\n');
        const totalLine = lines.at(-1)!.split(';');
        expect(totalLine[0]).toBe('Total');
        expect(cents(totalLine[4]!)).toBe(expected);
        // Each group of totals adds up to the same.
        for (const groups of [journal.byProduct, journal.byDay, journal.byRate])
          expect(groups.reduce((sum, g) => sum + g.totalCents, 0)).toBe(expected);
        // The day totals as the CSV writes them add up too.
        const dayLines = lines.filter((l) => l.startsWith('Jour;'));
        expect(dayLines.reduce((sum, l) => sum + cents(l.split(';')[4]!), 0)).toBe(expected);
        // One CSV row per line of each document.
        expect(journal.rows).toHaveLength(documents.reduce((n, d) => n + d.lines.length, 0));
      }),
      { numRuns: 200 },
    );
  });

  it('quotes a field that holds a separator and signs a credit note negative', () => {
    const journal = buildSalesJournal(PERIOD, [
      {
        kind: 'CREDIT_NOTE',
        number: 'AV2026-000001',
        day: '2026-11-03',
        orderReference: 'OM-00000001',
        corrects: 'F2026-000001',
        customer: 'Le Goff; Hélène',
        paymentMeans: 'CARD_REFUND',
        lines: [{ product: 'Mensuel', vatRateBp: 1000, baseCents: 2227, vatCents: 223, totalCents: 2450 }],
      },
    ]);
    const csv = salesJournalCsv(journal);
    expect(csv).toContain(
      'Avoir;AV2026-000001;2026-11-03;OM-00000001;F2026-000001;"Le Goff; Hélène";CARD_REFUND;Mensuel;10,00;-22,27;-2,23;-24,50',
    );
    expect(csv).toContain('Total;;-22,27;-2,23;-24,50');
  });
});
