/** Reloading a card without an account (decision 054), in French. */
export const guestFr = {
  title: 'Recharger une carte sans compte',
  intro:
    'Pas de compte ? Rechargez la carte d’un passager avec son numéro, le nom de famille et la date de naissance de son titulaire. La carte vous est confiée le temps de cette visite : elle est libérée quand vous vous déconnectez, et vos factures restent disponibles auprès de la Maison de la mobilité.',
  cardNumber: 'Numéro de la carte',
  cardNumberHint: '10 chiffres, en bas à droite de la carte.',
  holderName: 'Nom de famille du titulaire',
  holderNameHint: 'Le nom de famille imprimé sur la carte.',
  holderBirthdate: 'Date de naissance du titulaire',
  holderBirthdateHint:
    'Elle n’est pas imprimée sur la carte : c’est ce qui prouve qu’elle est la vôtre ou celle d’un proche.',
  start: 'Saisir les informations de la carte',
  submit: 'Recharger cette carte',
  badge: 'Invité',
  badgeLabel: 'Vous êtes connecté en invité',
  navOrders: 'Mes commandes',
  navReload: 'Recharger la carte',
};
