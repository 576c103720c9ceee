/** Order tracking and invoices of the account area (issue 7), in English. */
import type { ordersFr } from './orders-fr.ts';

export const ordersEn: typeof ordersFr = {
  historyTitle: 'Order tracking',
  invoicesTitle: 'Invoices',
};
