/**
 * The invoice of a paid order, issued once (docs/decisions/029): the next number of the year in
 * the caller's transaction (the one that records the payment), the content frozen as JSON. The
 * order is handed in by the orders module, which owns it (decision 068); the seller is the
 * network's main agency, the buyer the account's contact.
 */
import type { Db } from '../../db/index.js';
import { jsonList } from '../../lib/json-list.js';
import { accountContact } from '../account/service.js';
import { findNetwork, mainAgency } from '../catalog/service.js';
import {
  buildInvoiceContent,
  frenchVatNumber,
  invoiceNumber,
  SELLER_SIREN,
  type InvoiceContent,
  type InvoiceInput,
} from './invoice-content.js';
import { findInvoiceOfOrder, insertInvoice, nextInvoiceSequence } from './invoices-repo.js';

/** What an invoice prints of its order, as the orders module reads it; each item with its modes (JSON). */
export type InvoicedOrder = {
  order: InvoiceInput['order'] & { accountId: number; networkId: number };
  items: (InvoiceInput['items'][number] & { transportModes: string })[];
  schedule: InvoiceInput['schedule'];
};

/** The invoice already issued for the order, if any: its content as it was printed. */
export async function issuedInvoice(trx: Db, orderId: number): Promise<InvoiceContent | undefined> {
  const issued = await findInvoiceOfOrder(trx, orderId);
  return issued ? (JSON.parse(issued.content) as InvoiceContent) : undefined;
}

/**
 * Issues the order's invoice in the caller's transaction, once: answers its content (the one
 * already issued, if any). `at` is the issue instant; its year names the series.
 */
export async function issueInvoice(trx: Db, sale: InvoicedOrder, at: string): Promise<InvoiceContent> {
  const issued = await issuedInvoice(trx, sale.order.id);
  if (issued) return issued;
  const { order, items } = sale;
  const [network, agency, buyer] = await Promise.all([
    findNetwork(trx, order.networkId),
    mainAgency(trx, order.networkId),
    accountContact(trx, order.accountId),
  ]);
  const year = Number(at.slice(0, 4));
  const sequence = await nextInvoiceSequence(trx, year);
  const content = buildInvoiceContent({
    number: invoiceNumber(year, sequence),
    issuedAt: at,
    seller: {
      name: network?.name ?? 'Océane Mobilités',
      address: [agency.name, agency.address1, agency.address2, `${agency.zipcode} ${agency.city}`].filter(
        (line): line is string => Boolean(line),
      ),
      phone: agency.phone,
      email: agency.email,
      siren: SELLER_SIREN,
      vatNumber: frenchVatNumber(SELLER_SIREN),
    },
    buyer: {
      name: buyer ? `${buyer.firstname} ${buyer.name}`.trim() : '',
      email: buyer?.email ?? null,
    },
    order: {
      id: order.id,
      reference: order.reference,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      vatCents: order.vatCents,
      voucherCode: order.voucherCode,
      installments: order.installments,
      postPayment: order.postPayment,
      paidAt: order.paidAt,
    },
    items: items.map(({ transportModes: _modes, ...line }) => line),
    schedule: sale.schedule,
  });
  const modes = [...new Set(items.flatMap((item) => jsonList(item.transportModes)))].filter(
    (mode): mode is string => typeof mode === 'string',
  );
  await insertInvoice(trx, {
    number: content.number,
    order_id: order.id,
    account_id: order.accountId,
    year,
    sequence,
    issued_at: at,
    total_cents: order.totalCents,
    transport_modes: JSON.stringify(modes),
    content: JSON.stringify(content),
  });
  return content;
}
