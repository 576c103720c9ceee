/**
 * The credit note (avoir) of a refund (issue 25, decision 075): a French invoice of its own,
 * issued in the refunding transaction, numbered in its own yearly series ("AV2026-000001"),
 * naming the invoice it corrects, which is never edited. What it credits is shared over the
 * invoice's lines in proportion (largest remainder); its VAT is the invoice's VAT in proportion of
 * everything credited so far, less what earlier credit notes took, so that crediting an invoice
 * whole gives back its VAT to the cent.
 */
import type { Locale } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import {
  formatDay,
  formatEuros,
  spreadLargestRemainder,
  type InvoiceContent,
  type InvoiceSeller,
} from './invoice-content.js';
import { creditNotesOfOrder, insertCreditNote, nextCreditNoteSequence } from './credit-notes-repo.js';
import { findInvoiceOfOrder } from './invoices-repo.js';

/** The year's series of credit notes: "AV2026-000001". */
export function creditNoteNumber(year: number, sequence: number): string {
  return `AV${year}-${String(sequence).padStart(6, '0')}`;
}

export type CreditNoteLine = {
  position: number;
  nameFr: string;
  nameEn: string;
  cardNumber: string;
  holderName: string;
  vatRateBp: number;
  totalExclVatCents: number;
  vatCents: number;
  totalInclVatCents: number;
};

export type CreditNoteContent = {
  version: 1;
  kind: 'CREDIT_NOTE';
  number: string;
  issuedAt: string;
  issueDate: string;
  orderId: number;
  orderReference: string;
  invoiceNumber: string;
  invoiceDate: string;
  seller: InvoiceSeller;
  buyer: { name: string; email: string | null };
  reason: string;
  lines: CreditNoteLine[];
  totalExclVatCents: number;
  vatCents: number;
  totalInclVatCents: number;
  vatSummary: { rateBp: number; baseCents: number; vatCents: number }[];
  refund: {
    method: 'CARD';
    /** Paid back on the card the order was paid with. */
    refundedCents: number;
    /** The instalments still due, cancelled: never to be charged. */
    cancelledInstalments: { position: number; dueDate: string; amountCents: number }[];
  };
  mentions: Record<Locale, string[]>;
};

/** Integer share a × b / c, rounded half up (all non-negative). */
function share(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const product = BigInt(a) * BigInt(b);
  return Number((product * 2n + BigInt(c)) / (2n * BigInt(c)));
}

/** Pure: the content of a credit note of `totalCents` against an invoice, after the credit notes before it. */
export function buildCreditNoteContent(input: {
  number: string;
  issuedAt: string;
  invoice: InvoiceContent;
  reason: string;
  refundedCents: number;
  cancelledInstalments: CreditNoteContent['refund']['cancelledInstalments'];
  /** What earlier credit notes of the same invoice credited. */
  before: { totalCents: number; vatCents: number };
}): CreditNoteContent {
  const { invoice } = input;
  const cancelled = input.cancelledInstalments.reduce((sum, i) => sum + i.amountCents, 0);
  const total = input.refundedCents + cancelled;
  if (total <= 0 || input.before.totalCents + total > invoice.totalInclVatCents) {
    throw new RangeError(`a credit note of ${total} does not fit the invoice ${invoice.number}`);
  }
  const vat =
    share(invoice.vatCents, input.before.totalCents + total, invoice.totalInclVatCents) -
    input.before.vatCents;
  const vatCents = Math.max(0, Math.min(vat, total));
  const invoiceLines = [...invoice.lines].sort((a, b) => a.position - b.position);
  const net = spreadLargestRemainder(
    total,
    invoiceLines.map((line) => line.totalInclVatCents),
  );
  const vats = spreadLargestRemainder(vatCents, net);
  const lines = invoiceLines.map((line, index) => ({
    position: line.position,
    nameFr: line.nameFr,
    nameEn: line.nameEn,
    cardNumber: line.cardNumber,
    holderName: line.holderName,
    vatRateBp: line.vatRateBp,
    totalInclVatCents: net[index]!,
    vatCents: vats[index]!,
    totalExclVatCents: net[index]! - vats[index]!,
  }));
  const rateBp = invoice.vatSummary[0]?.rateBp ?? invoiceLines[0]?.vatRateBp ?? 1000;
  const refundedOn = input.issuedAt.slice(0, 10);
  return {
    version: 1,
    kind: 'CREDIT_NOTE',
    number: input.number,
    issuedAt: input.issuedAt,
    issueDate: refundedOn,
    orderId: invoice.orderId,
    orderReference: invoice.orderReference,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.issueDate,
    seller: invoice.seller,
    buyer: invoice.buyer,
    reason: input.reason,
    lines,
    totalExclVatCents: total - vatCents,
    vatCents,
    totalInclVatCents: total,
    vatSummary: [{ rateBp, baseCents: total - vatCents, vatCents }],
    refund: {
      method: 'CARD',
      refundedCents: input.refundedCents,
      cancelledInstalments: input.cancelledInstalments,
    },
    mentions: {
      fr: [
        `Avoir sur la facture n° ${invoice.number} du ${formatDay('fr', invoice.issueDate)}, qui reste inchangée.`,
        input.refundedCents > 0
          ? `Remboursé sur la carte bancaire de paiement le ${formatDay('fr', refundedOn)}\u00a0: ${formatEuros('fr', input.refundedCents)}.`
          : 'Aucun remboursement sur la carte bancaire.',
        ...(cancelled > 0
          ? [`Échéances annulées, qui ne seront pas prélevées\u00a0: ${formatEuros('fr', cancelled)}.`]
          : []),
        'Prestation de services de transport de voyageurs\u00a0: TVA au taux de 10\u00a0% (article 279 b quater du Code général des impôts).',
      ],
      en: [
        `Credit note on invoice no. ${invoice.number} of ${formatDay('en', invoice.issueDate)}, which stays unchanged.`,
        input.refundedCents > 0
          ? `Refunded to the payment card on ${formatDay('en', refundedOn)}: ${formatEuros('en', input.refundedCents)}.`
          : 'Nothing refunded to the card.',
        ...(cancelled > 0
          ? [`Instalments cancelled, never to be charged: ${formatEuros('en', cancelled)}.`]
          : []),
        'Passenger transport service: VAT at 10% (article 279 b quater of the French General Tax Code).',
      ],
    },
  };
}

/**
 * Issues a credit note against the order's invoice in the caller's transaction (the refunding
 * one): the next number of the year, the content frozen as JSON. Answers its id and content;
 * undefined when the order has no invoice.
 */
export async function issueCreditNote(
  trx: Db,
  input: {
    orderId: number;
    accountId: number;
    at: string;
    reason: string;
    refundedCents: number;
    cancelledInstalments: CreditNoteContent['refund']['cancelledInstalments'];
    /** Null for a rule the api runs by itself (the review gate's 30 days). */
    staff: { identityId: number; email: string } | null;
  },
): Promise<{ id: number; content: CreditNoteContent } | undefined> {
  const invoiceRow = await findInvoiceOfOrder(trx, input.orderId);
  if (!invoiceRow) return undefined;
  const invoice = JSON.parse(invoiceRow.content) as InvoiceContent;
  const earlier = await creditNotesOfOrder(trx, input.orderId);
  const before = earlier.reduce(
    (sum, note) => {
      const content = JSON.parse(note.content) as CreditNoteContent;
      return {
        totalCents: sum.totalCents + content.totalInclVatCents,
        vatCents: sum.vatCents + content.vatCents,
      };
    },
    { totalCents: 0, vatCents: 0 },
  );
  const year = Number(input.at.slice(0, 4));
  const sequence = await nextCreditNoteSequence(trx, year);
  const content = buildCreditNoteContent({
    number: creditNoteNumber(year, sequence),
    issuedAt: input.at,
    invoice,
    reason: input.reason,
    refundedCents: input.refundedCents,
    cancelledInstalments: input.cancelledInstalments,
    before,
  });
  const id = await insertCreditNote(trx, {
    number: content.number,
    order_id: input.orderId,
    account_id: input.accountId,
    invoice_number: invoice.number,
    year,
    sequence,
    issued_at: input.at,
    total_cents: content.totalInclVatCents,
    refunded_cents: input.refundedCents,
    reason: input.reason,
    staff_identity_id: input.staff?.identityId ?? null,
    staff_email: input.staff?.email ?? null,
    content: JSON.stringify(content),
  });
  return { id, content };
}
