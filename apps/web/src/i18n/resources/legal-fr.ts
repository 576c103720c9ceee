/** The legal texts' dialog and links (Terms/*), in French. */
export const legalFr = {
  titles: {
    termsOfUse: 'Conditions générales d’utilisation et de vente',
    legalNotice: 'Mentions légales',
    privacyPolicy: 'Politique de confidentialité',
  },
  read: {
    termsOfUse: 'Lire les conditions générales',
    legalNotice: 'Lire les mentions légales',
    privacyPolicy: 'Lire la politique de confidentialité',
  },
  loading: 'Chargement du texte…',
  version: 'Version {{version}}, mise à jour le {{date}}',
  close: 'Fermer',
};
