/** Order tracking and invoices of the account area (issue 7), in French. */
export const ordersFr = {
  historyTitle: 'Suivi de commandes',
  invoicesTitle: 'Factures',
};
