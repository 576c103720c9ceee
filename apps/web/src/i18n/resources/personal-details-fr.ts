/** /account/personal-details and the account menu (issue 11): contact info, e-mail and password. */
export const personalDetailsFr = {
  title: 'Coordonnées et mot de passe',
  menu: 'Coordonnées et mot de passe',
  logout: 'Se déconnecter',
  guest:
    'Vous êtes connecté en invité : créez un compte pour enregistrer vos coordonnées et un mot de passe.',
  contact: {
    title: 'Coordonnées',
    name: 'Nom',
    firstname: 'Prénom',
    phone: 'Téléphone',
    phoneHint:
      'Fixe ou mobile : 10 chiffres commençant par 0 ; un numéro étranger au format international, par exemple +32 470 12 34 56.',
    submit: 'Enregistrer les coordonnées',
    saved: 'Vos coordonnées sont enregistrées.',
  },
  email: {
    title: 'Adresse e-mail de connexion',
    current: 'Adresse actuelle : {{email}}',
    intro:
      'Nous envoyons un lien à la nouvelle adresse. Elle devient votre identifiant dès que vous ouvrez ce lien ; d’ici là, vous vous connectez avec l’adresse actuelle.',
    newEmail: 'Nouvelle adresse e-mail',
    currentPassword: 'Mot de passe actuel',
    submit: 'Envoyer le lien de confirmation',
    sent: 'Un lien de confirmation vient d’être envoyé à {{email}}. Il est valable 24 heures.',
  },
  password: {
    title: 'Mot de passe',
    intro: 'Vos autres connexions, sur d’autres appareils, seront fermées ; celle-ci reste ouverte.',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmation: 'Confirmation du nouveau mot de passe',
    submit: 'Changer le mot de passe',
    changed: 'Votre mot de passe est changé. Un e-mail vous le confirme.',
    changedOthers_one:
      'Votre mot de passe est changé ; {{count}} autre connexion a été fermée. Un e-mail vous le confirme.',
    changedOthers_other:
      'Votre mot de passe est changé ; {{count}} autres connexions ont été fermées. Un e-mail vous le confirme.',
  },
};
