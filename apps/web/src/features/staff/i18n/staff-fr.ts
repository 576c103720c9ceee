/** The staff pages' texts in French: loaded with their route, never with the passengers' pages. */
export const staffFr = {
  checking: 'Vérification de vos droits d’accès…',
  home: {
    title: 'Espace agents de la Maison de la mobilité',
    intro:
      'Cet espace est prêt à accueillir les outils des agents : le contrôle des justificatifs et des commandes arrive dans une prochaine version du portail.',
  },
  notAllowed: {
    status: 'Erreur 403',
    title: 'Accès réservé aux agents',
    text: 'Cette page est réservée aux agents de la Maison de la mobilité. Votre compte n’y a pas accès.',
    toCards: 'Aller à mes cartes',
  },
};
