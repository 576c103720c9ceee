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
  add: {
    title: 'Add a card',
    intro:
      'Save a bank card without buying anything: you type its number on our payment provider’s secure page, and nothing is charged.',
    submit: 'Add a payment card',
    leaving: 'Opening the payment provider’s secure page…',
  },
  added: {
    title: 'Adding a payment card',
    waiting: 'Waiting for the payment provider’s confirmation…',
    takesLonger:
      'The confirmation is taking longer than expected: the card will appear in your payment cards once confirmed.',
    saved: 'Card {{card}} (expiry {{expiry}}) is saved. Nothing was charged.',
    nothingCharged: 'Nothing was charged.',
    unknown: 'This page matches no card being added.',
    back: 'Back to my payment cards',
    failures: {
      card_declined: 'The bank refused the card; it was not saved.',
      expired_card: 'The card has expired; it was not saved.',
      authentication_failed: 'The 3-D Secure authentication failed; the card was not saved.',
      canceled: 'You canceled adding the card.',
      session_expired: 'The provider’s page expired before the card was typed.',
      other: 'The card could not be saved.',
    },
  },
};
