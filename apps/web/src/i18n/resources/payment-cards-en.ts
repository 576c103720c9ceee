/** Saved payment cards of the account area (issue 11), in English. */
import type { paymentCardsFr } from './payment-cards-fr.ts';

export const paymentCardsEn: typeof paymentCardsFr = {
  title: 'Payment cards',
  menu: 'Payment cards',
  intro:
    'The bank cards saved by a payment in instalments or a post-payment card. Only their last four digits are kept.',
  loading: 'Loading your payment cards…',
  empty: 'No payment card is saved.',
  caption: 'Your saved payment cards',
  card: 'Card',
  masked: '{{brand}} •••• {{last4}}',
  expiry: 'Expiry',
  use: 'Use',
  actions: 'Actions',
  expired: 'Expired',
  expiresBeforeDue: 'Expires before an instalment: replace it',
  notUsed: 'No payment schedule',
  schedule: 'Order {{reference}}, next instalment on {{date}}',
  schedulePostPayment: 'Order {{reference}}, monthly post-payment',
  delete: 'Delete card {{card}}',
  deleteShort: 'Delete',
  dialogTitle: 'Delete card {{card}}',
  confirm: 'This card will no longer be used for your payments.',
  needsReplacement_one: 'A payment schedule still charges this card: choose the card that takes it over.',
  needsReplacement_other:
    '{{count}} payment schedules still charge this card: choose the card that takes them over.',
  noReplacement:
    'No other saved card can take over this schedule. A card is saved with your next payment in instalments; you can then delete this one.',
  replacement: 'Replacement card',
  validUntil: '{{card}}, valid until the end of {{date}}',
  confirmDelete: 'Delete',
  cancel: 'Cancel',
  deleted: 'Card {{card}} was deleted.',
  deletedMoved: 'Card {{card}} was deleted and its payment schedules move to card {{replacement}}.',
};
