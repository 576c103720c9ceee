/** The profiles of the account area (issue 11, decision 049), in French. */
export const profilesFr = {
  title: 'Profils',
  menu: 'Profils',
  intro:
    'Les profils de votre compte, par exemple pour chaque membre de la famille. À la connexion, vous choisissez le profil à ouvrir.',
  current: 'profil de cette connexion',
  disable: 'Désactiver',
  disableTitle: 'Désactiver le profil de {{name}}',
  disableConfirm: 'Ce profil ne sera plus proposé à la connexion et ses sessions ouvertes prendront fin.',
  cancel: 'Annuler',
  disabled: 'Le profil de {{name}} est désactivé.',
  createTitle: 'Ajouter un profil',
  firstname: 'Prénom',
  name: 'Nom',
  create: 'Ajouter le profil',
  created: 'Le profil de {{name}} est ajouté.',
};
