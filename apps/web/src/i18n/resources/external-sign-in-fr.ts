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
  foreign:
    'Cette demande de connexion n’a pas été commencée dans cet onglet : rien n’a été lié ni ouvert. Si quelqu’un vous a envoyé ce lien, ignorez-le.',
  linkSignedOut:
    'Votre session a pris fin : rien n’a été lié. Connectez-vous, puis recommencez depuis vos comptes de connexion.',
  confirmTitle: 'Lier le compte {{label}} {{account}} à votre compte ?',
  confirmText:
    'Une fois lié, quiconque se connecte à ce compte {{label}} ouvre votre compte Océane Mobilités, sans votre mot de passe. Ne le liez que s’il est à vous et que vous venez de le demander.',
  confirm: 'Lier ce compte',
  cancel: 'Annuler',
  notLinked: 'Le compte {{label}} {{account}} n’a pas été lié.',
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
