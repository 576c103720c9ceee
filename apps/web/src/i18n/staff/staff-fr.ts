/** The staff pages' texts in French: loaded with their route, never with the passengers' pages. */
export const staffFr = {
  checking: 'Vérification de vos droits d’accès…',
  home: {
    title: 'Espace agents de la Maison de la mobilité',
    intro:
      'Cet espace est prêt à accueillir les outils des agents : le contrôle des justificatifs et des commandes arrive dans une prochaine version du portail.',
  },
  disruptions: {
    title: 'Perturbations du réseau',
    intro:
      'Publiez une perturbation : chaque carte dont les alertes trafic suivent une ligne ou un mode touché en est avertie une fois, par e-mail ou par SMS, dans la minute.',
    homeLink: 'Publier une perturbation',
    formTitle: 'Nouvelle perturbation',
    formIntro:
      'Choisissez les lignes ou les modes touchés, puis rédigez le message en français et en anglais.',
    lines: 'Lignes touchées',
    scopeHint: 'Au moins une ligne ou un mode.',
    line: 'Ligne {{code}} ({{mode}}) : {{name}}',
    lineCode: 'ligne {{code}}',
    modes: 'Modes entièrement touchés',
    titleFr: 'Titre en français',
    textFr: 'Message en français',
    titleEn: 'Titre en anglais',
    textEn: 'Message en anglais',
    startsAt: 'Début',
    endsAt: 'Fin',
    dateHint: 'Date et heure de Port-Marin.',
    submit: 'Publier et prévenir les voyageurs',
    published: 'Perturbation « {{title}} » publiée : les alertes partent dans la minute.',
    listTitle: 'Perturbations publiées',
    none: 'Aucune perturbation publiée.',
    scope: 'Concerne',
    period: 'Période',
    alertsSent: 'Alertes envoyées',
    alertsCount_one: '{{count}} carte prévenue',
    alertsCount_other: '{{count}} cartes prévenues',
    publishedBy: 'Publiée par',
    loadError: 'Les perturbations n’ont pas pu être chargées.',
  },
  notAllowed: {
    status: 'Erreur 403',
    title: 'Accès réservé aux agents',
    text: 'Cette page est réservée aux agents de la Maison de la mobilité. Votre compte n’y a pas accès.',
    toCards: 'Aller à mes cartes',
  },
};
