/** The texts of the back office's dashboard (decision 077), in English. */
import type { dashboardFr } from './dashboard-fr.ts';

export const dashboardEn: typeof dashboardFr = {
  title: 'Dashboard',
  day: 'Figures of {{day}}',
  loadFailed: 'The dashboard could not be loaded.',
  todayOrders: 'Orders paid today',
  todaySales: 'Today’s sales (incl. VAT)',
  reviewBacklog: 'Proofs awaiting review',
  reviewOldest: 'The oldest has waited {{age}}.',
  reviewEmpty: 'No proof waiting.',
  waiting: 'Orders waiting to be processed',
  processStatus: { TO_PROCESS: 'To process', PROCESSING: 'Being processed' },
  failedInstalments: 'Unpaid instalments',
  failedHint: 'Settle them from the customer’s page.',
  refunds: 'Refunds of the month',
  refundsDetail: '{{count}} refund(s), {{amount}}',
  goReview: 'Open the review queue',
  goCustomers: 'Find the customer of an unpaid instalment',
  minutes: '{{count}} min',
  hours: '{{count}} h',
  days: '{{count}} d',
};
