/**
 * What an invoice says, computed once when it is issued and stored as JSON (invoices.content), so
 * that every later print reads the same (docs/decisions/029-fulfilment-and-invoices.md). Pure:
 * integer cents only; the VAT of the lines adds up to the order's VAT exactly.
 */
import { TRANSPORT_VAT_RATE_BP, vatIncludedCents, type Locale } from '@oceane/domain';

/** Passenger transport in France: 10 % (CGI art. 279 b quater), in basis points. */
export const INVOICE_VAT_RATE_BP = TRANSPORT_VAT_RATE_BP;

/**
 * The seller's registration numbers: fictional like the network. SIRENs beginning with 999 are
 * not allocated by INSEE; this one still passes the Luhn check a real one does.
 */
export const SELLER_SIREN = '999000003';

/** The intra-EU VAT number of a French SIREN: FR, the key (12 + 3 × (SIREN mod 97)) mod 97, the SIREN. */
export function frenchVatNumber(siren: string): string {
  if (!/^\d{9}$/.test(siren)) throw new RangeError(`A SIREN has 9 digits: ${siren}`);
  const key = (12n + 3n * (BigInt(siren) % 97n)) % 97n;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

/** "999000003" as it is printed: "999 000 003". */
export function spacedSiren(siren: string): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}

/** The year's series: "F2026-000001". */
export function invoiceNumber(year: number, sequence: number): string {
  return `F${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * `total` shared in proportion to `weights`, in whole units that add up to `total` exactly: each
 * share rounded down, then the units left over to the largest remainders (the first on a tie).
 * With weights all zero, the shares are equal. Exact on integers (BigInt): no float is involved.
 */
export function spreadLargestRemainder(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Not a share-able total: ${total}`);
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError(`Weights are whole and non-negative: ${weights.join(', ')}`);
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  const used = sum === 0 ? weights.map(() => 1) : weights;
  const whole = BigInt(used.reduce((a, b) => a + b, 0));
  const shares = used.map((weight) => {
    const product = BigInt(total) * BigInt(weight);
    return { share: product / whole, remainder: product % whole };
  });
  let left = total - shares.reduce((a, { share }) => a + Number(share), 0);
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map(({ share }) => Number(share));
  for (const { index } of order) {
    if (left === 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}

/** The VAT a VAT-inclusive amount holds, rounded to the cent, halves up (the domain's rule). */
export function includedVatCents(amountCents: number, rateBp = INVOICE_VAT_RATE_BP): number {
  return vatIncludedCents(amountCents, rateBp);
}

export type InvoiceSeller = {
  name: string;
  address: string[];
  phone: string;
  email: string | null;
  siren: string;
  vatNumber: string;
};

export type InvoiceLine = {
  position: number;
  /** CARD_RELOAD, CARD_DUPLICATE, CARD_CREATION (a new card: its number once paid). */
  type: string;
  nameFr: string;
  nameEn: string;
  cardNumber: string;
  holderName: string;
  quantity: number;
  /** The catalogue's price of one article, VAT included, and the same without VAT (rounded). */
  unitPriceCents: number;
  unitPriceExclVatCents: number;
  /** Every reduction on this line, its share of an order-wide voucher included. */
  discountCents: number;
  vatRateBp: number;
  totalExclVatCents: number;
  vatCents: number;
  totalInclVatCents: number;
  gift: boolean;
};

export type InvoiceContent = {
  version: 1;
  number: string;
  /** The instant it was issued (ISO 8601 UTC) and its date (YYYY-MM-DD): the date of the sale. */
  issuedAt: string;
  issueDate: string;
  orderId: number;
  orderReference: string;
  seller: InvoiceSeller;
  buyer: { name: string; email: string | null };
  lines: InvoiceLine[];
  /** Before reductions, VAT included. */
  subtotalCents: number;
  discountCents: number;
  voucherCode: string | null;
  totalExclVatCents: number;
  vatCents: number;
  totalInclVatCents: number;
  vatSummary: { rateBp: number; baseCents: number; vatCents: number }[];
  payment: {
    method: 'CARD';
    installments: number;
    postPayment: boolean;
    /** What the card paid on the day of the order. */
    paidCents: number;
    paidAt: string;
  };
  schedule: { position: number; dueDate: string; amountCents: number }[];
  /** The legal mentions, in both languages, written when issued. */
  mentions: Record<Locale, string[]>;
};

export type InvoiceInput = {
  number: string;
  issuedAt: string;
  seller: InvoiceSeller;
  buyer: { name: string; email: string | null };
  order: {
    id: number;
    reference: string;
    subtotalCents: number;
    discountCents: number;
    totalCents: number;
    vatCents: number;
    voucherCode: string | null;
    installments: number;
    postPayment: boolean;
    /** When the first payment succeeded (or the card was registered); null: when issued. */
    paidAt: string | null;
  };
  items: {
    position: number;
    type: string;
    nameFr: string;
    nameEn: string;
    cardNumber: string;
    holderName: string;
    quantity: number;
    unitPriceCents: number;
    discountCents: number;
    totalCents: number;
    gift: boolean;
  }[];
  schedule: { position: number; dueDate: string; amountCents: number }[];
};

const TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

/** Money as the reader writes it (12,50 € / €12.50); narrow spaces become plain no-break spaces. */
export function formatEuros(locale: Locale, cents: number): string {
  return new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u202f\u2009]/g, '\u00a0');
}

/** A calendar day as the reader writes it: 25/11/2026 or 25 Nov 2026. */
export function formatDay(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(TAGS[locale], {
    dateStyle: locale === 'fr' ? 'short' : 'medium',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(/[\u202f\u2009]/g, '\u00a0');
}

const NBSP = '\u00a0';

function mentionsOf(input: InvoiceInput, paidCents: number, paidOn: string): Record<Locale, string[]> {
  const later = input.schedule.length > 1;
  const fr = [
    `Prestation de services de transport de voyageurs${NBSP}: TVA au taux de 10${NBSP}% (article 279 b quater du Code général des impôts).`,
    input.order.postPayment
      ? `Tarif post-paiement${NBSP}: la carte bancaire est enregistrée${NBSP}; les trajets sont facturés après usage, sur une facture distincte.`
      : later
        ? `Payé par carte bancaire le ${formatDay('fr', paidOn)}${NBSP}: ${formatEuros('fr', paidCents)}${NBSP}; les échéances suivantes sont prélevées sur la même carte aux dates de l’échéancier, sans frais.`
        : `Facture acquittée par carte bancaire le ${formatDay('fr', paidOn)}.`,
    'Pas d’escompte pour paiement anticipé.',
    `Client professionnel, en cas de retard de paiement${NBSP}: pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40${NBSP}€ (articles L441-10 et D441-5 du Code de commerce).`,
  ];
  const en = [
    'Passenger transport service: VAT at 10% (article 279 b quater of the French General Tax Code).',
    input.order.postPayment
      ? 'Post-payment fare: the payment card is registered; journeys are billed after use, on a separate invoice.'
      : later
        ? `Paid by card on ${formatDay('en', paidOn)}: ${formatEuros('en', paidCents)}; the following instalments are charged to the same card on the dates of the schedule, free of charge.`
        : `Invoice paid by card on ${formatDay('en', paidOn)}.`,
    'No discount for early payment.',
    'Business customers, in case of late payment: penalties at three times the French legal interest rate and a fixed recovery fee of €40 (articles L441-10 and D441-5 of the French Commercial Code).',
  ];
  return { fr, en };
}

/**
 * The invoice of a paid order. Each line's amount is its item's total; an order-wide reduction the
 * items do not carry yet is shared over them in proportion (largest remainder), and so is the
 * order's VAT: the lines add up to the order's totals to the cent.
 */
export function buildInvoiceContent(input: InvoiceInput): InvoiceContent {
  const { order } = input;
  const items = [...input.items].sort((a, b) => a.position - b.position);
  const net = spreadLargestRemainder(
    order.totalCents,
    items.map((item) => item.totalCents),
  );
  const vat = spreadLargestRemainder(order.vatCents, net);
  const lines: InvoiceLine[] = items.map((item, index) => {
    const totalInclVatCents = net[index]!;
    const vatCents = vat[index]!;
    return {
      position: item.position,
      type: item.type,
      nameFr: item.nameFr,
      nameEn: item.nameEn,
      cardNumber: item.cardNumber,
      holderName: item.holderName,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      unitPriceExclVatCents: item.unitPriceCents - includedVatCents(item.unitPriceCents),
      discountCents: item.unitPriceCents * item.quantity - totalInclVatCents,
      vatRateBp: INVOICE_VAT_RATE_BP,
      totalExclVatCents: totalInclVatCents - vatCents,
      vatCents,
      totalInclVatCents,
      gift: item.gift,
    };
  });
  const schedule = [...input.schedule].sort((a, b) => a.position - b.position);
  const issueDate = input.issuedAt.slice(0, 10);
  const paidAt = order.paidAt ?? input.issuedAt;
  const paidCents = order.postPayment ? 0 : (schedule[0]?.amountCents ?? order.totalCents);
  return {
    version: 1,
    number: input.number,
    issuedAt: input.issuedAt,
    issueDate,
    orderId: order.id,
    orderReference: order.reference,
    seller: input.seller,
    buyer: input.buyer,
    lines,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    voucherCode: order.voucherCode,
    totalExclVatCents: order.totalCents - order.vatCents,
    vatCents: order.vatCents,
    totalInclVatCents: order.totalCents,
    vatSummary: [
      { rateBp: INVOICE_VAT_RATE_BP, baseCents: order.totalCents - order.vatCents, vatCents: order.vatCents },
    ],
    payment: {
      method: 'CARD',
      installments: order.installments,
      postPayment: order.postPayment,
      paidCents,
      paidAt,
    },
    schedule,
    mentions: mentionsOf(input, paidCents, paidAt.slice(0, 10)),
  };
}
