/**
 * What other modules use of invoices (decision 068): a paid order's invoice issued once in the
 * paying transaction, with the PDF the confirmation mail attaches; the invoices of a page of
 * orders, of an account, of "Your data". Owns `invoices` and `invoice_counters`.
 */
export { issueInvoice, issuedInvoice, type InvoicedOrder } from './issue.js';
export { invoiceList, invoicePdfOfOrder } from './invoice-list.js';
export { invoicesOfOrders, type OrderInvoiceRow } from './invoices-repo.js';
export { invoiceFilename, renderInvoicePdf } from './invoice-pdf.js';
export type { InvoiceContent } from './invoice-content.js';
/** The back office's search by invoice number and a customer's invoices (decision 073). */
export { invoicesByNumberPrefix, invoicesOfAccounts } from './staff-search.js';
/** The credit notes of refunds, in their own gapless series (decision 075). */
export { creditNoteNumber, issueCreditNote, type CreditNoteContent } from './credit-note.js';
export { creditNoteFilename, renderCreditNotePdf } from './credit-note-pdf.js';
export {
  creditNotesOfAccounts,
  creditNotesOfOrder,
  documentsIssuedBetween,
  findCreditNote,
  type CreditNoteRow,
} from './credit-notes-repo.js';
