/** Bike reservations of the account area (issue 11), in English. */
import type { reservationsFr } from './reservations-fr.ts';

export const reservationsEn: typeof reservationsFr = {
  title: 'Bike reservations',
  menu: 'Bike reservations',
  intro: 'Choose one of your cards and enter its bike pin code to see its self-service bike trips.',
  loadingCards: 'Loading your cards…',
  noCards: 'No card is associated with your account: first associate a card from My cards.',
  card: 'Card',
  pin: 'Bike pin code',
  pinRule: 'Four digits, the card’s code at the bike station.',
  submit: 'Show reservations',
  listTitle: 'Reservations of card {{number}}',
  caption: 'Bike reservations of card {{number}}, newest first',
  empty: 'No bike reservation with this card.',
  count_one: '{{count}} reservation',
  count_other: '{{count}} reservations',
  start: 'Start',
  end: 'End',
  bikeType: 'Bike',
  price: 'Price',
  types: { MECHANICAL: 'Mechanical', ELECTRIC: 'Electric' },
};
