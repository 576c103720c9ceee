/** /pairing: pairing a device of the network by its code, and the paired devices, in French. */
export const pairingFr = {
  title: 'Appairer un appareil',
  intro:
    'Connectez l’application Océane Mobilités ou une borne à votre compte sans y saisir votre mot de passe : l’appareil affiche un code, saisissez-le ici.',
  formTitle: 'Saisir le code de l’appareil',
  verifyTitle: 'Confirmez d’abord votre adresse e-mail',
  verifyFirst:
    'Pour appairer un appareil, confirmez d’abord votre adresse e-mail {{email}} avec le lien que nous vous y avons envoyé.',
  formIntro: 'Le code s’affiche sur l’appareil pendant 10 minutes et ne sert qu’une fois.',
  origin:
    'Ne saisissez que le code affiché sur votre propre appareil ou sur une borne devant vous. Si quelqu’un vous donne un code (au téléphone, par SMS, par e-mail ou sur un site), ne le saisissez pas : il ouvrirait votre compte sur son appareil.',
  code: 'Code affiché sur l’appareil',
  codeHint: '8 caractères, par exemple ABCD-2345. Majuscules, minuscules et espaces acceptés.',
  name: 'Nom de l’appareil',
  nameHint:
    'Pour le reconnaître dans la liste, par exemple « Téléphone de Léa » ({{max}} caractères au plus).',
  submit: 'Appairer l’appareil',
  paired: '{{name}} est appairé à votre compte : il se connecte dans quelques secondes.',
  devicesTitle: 'Appareils appairés',
  loading: 'Chargement des appareils…',
  empty: 'Aucun appareil n’est appairé à votre compte.',
  caption: 'Les appareils appairés à votre compte',
  device: 'Appareil',
  pairedOn: 'Appairé le',
  lastUsed: 'Dernière utilisation',
  neverUsed: 'Pas encore utilisé',
  at: '{{date}} à {{time}}',
  actions: 'Actions',
  unpairShort: 'Retirer',
  unpair: 'Retirer l’appareil {{name}}',
  unpairTitle: 'Retirer l’appareil {{name}} ?',
  unpairText:
    'L’appareil sera déconnecté de votre compte immédiatement. Pour l’utiliser à nouveau, il faudra l’appairer avec un nouveau code.',
  unpairConfirm: 'Retirer l’appareil',
  cancel: 'Annuler',
  unpaired: '{{name}} est retiré de votre compte et déconnecté.',
};
