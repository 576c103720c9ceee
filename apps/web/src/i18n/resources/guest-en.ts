/** Reloading a card without an account (decision 054), in English. */
export const guestEn = {
  title: 'Reload a card without an account',
  intro:
    'No account? Reload a passenger’s card with its number, its holder’s family name and birth date. The card is lent to you for this visit: it is released when you log out, and your invoices stay available from the Maison de la mobilité.',
  cardNumber: 'Card number',
  cardNumberHint: '10 digits, at the bottom right of the card.',
  holderName: 'Holder’s family name',
  holderNameHint: 'The family name printed on the card.',
  holderBirthdate: 'Holder’s date of birth',
  holderBirthdateHint: 'It is not printed on the card: it proves the card is yours or a relative’s.',
  start: 'Enter the card’s details',
  submit: 'Reload this card',
  badge: 'Guest',
  badgeLabel: 'You are signed in as a guest',
  navOrders: 'My orders',
  navReload: 'Reload the card',
};
