/** Sign-in with the network's external provider and the linked identities (issue 11, decision 048), in French. */
export const externalSignInFr = {
  or: 'ou',
  signInWith: 'Se connecter avec {{label}}',
  leaving: 'Redirection vers {{label}}…',
  callbackTitle: 'Connexion avec un compte externe',
  working: 'Vérification de la réponse du service de connexion…',
  cancelled: 'La connexion a été annulée ou refusée par le service de connexion.',
  incomplete: 'Cette adresse de retour est incomplète.',
  backToLogin: 'Revenir à la connexion',
  backToIdentities: 'Revenir à mes comptes de connexion',
  menu: 'Comptes de connexion',
  title: 'Comptes de connexion',
  intro:
    'Liez un compte externe pour vous connecter sans mot de passe. Votre e-mail et votre mot de passe restent valables.',
  loading: 'Chargement de vos comptes de connexion…',
  none: 'Aucun compte externe n’est lié à votre compte.',
  listTitle: 'Comptes liés',
  linkedOn: 'Lié le {{date}}',
  remove: 'Retirer',
  removeLabel: 'Retirer le compte {{label}} {{email}}',
  removed: 'Le compte {{label}} n’est plus lié : il ne permet plus de vous connecter.',
  linked: 'Le compte {{label}} est lié : vous pouvez désormais vous connecter avec lui.',
  linkTitle: 'Lier un compte',
  link: 'Lier un compte {{label}}',
  verifyFirst:
    'Pour lier un compte externe, confirmez d’abord votre adresse e-mail {{email}} avec le lien que nous vous y avons envoyé.',
  noProvider: 'Aucun service de connexion externe n’est proposé sur ce réseau.',
};
