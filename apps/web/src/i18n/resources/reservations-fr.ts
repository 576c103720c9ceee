/** Bike reservations of the account area (issue 11), in French. */
const NBSP = '\u00a0';

export const reservationsFr = {
  title: 'Réservations de vélos',
  menu: 'Réservations de vélos',
  intro: `Choisissez l’une de vos cartes et saisissez son code PIN vélo pour voir ses trajets en vélo libre-service.`,
  loadingCards: 'Chargement de vos cartes…',
  noCards: `Aucune carte n’est associée à votre compte${NBSP}: associez d’abord une carte depuis Mes cartes.`,
  card: 'Carte',
  pin: 'Code PIN vélo',
  pinRule: 'Quatre chiffres, ceux de la carte à la borne vélo.',
  submit: 'Voir les réservations',
  listTitle: 'Réservations de la carte {{number}}',
  caption: 'Réservations de vélos de la carte {{number}}, de la plus récente à la plus ancienne',
  empty: 'Aucune réservation de vélo avec cette carte.',
  count_one: '{{count}} réservation',
  count_other: '{{count}} réservations',
  start: 'Début',
  end: 'Fin',
  bikeType: 'Vélo',
  price: 'Prix',
  types: { MECHANICAL: 'Mécanique', ELECTRIC: 'Électrique' },
};
