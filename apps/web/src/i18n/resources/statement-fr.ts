/** The accessibility statement (RGAA model), in French. */
export const statementFr = {
  title: 'Déclaration d’accessibilité',
  intro:
    'Océane Mobilités s’engage à rendre ses services numériques accessibles, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration s’applique au portail client d’Océane Mobilités.',
  conformityTitle: 'État de conformité',
  conformity:
    'Le portail Océane Mobilités est partiellement conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.2, en raison des non-conformités et des contenus non évalués énumérés ci-dessous.',
  testsTitle: 'Résultats des tests',
  tests:
    'Aucun audit complet n’a encore été réalisé. À chaque version, les pages sont contrôlées automatiquement selon les critères WCAG 2.2 de niveaux A et AA, et les parcours principaux sont vérifiés au clavier seul.',
  gapsTitle: 'Contenus non accessibles ou non évalués',
  gaps: 'Les parcours de commande, d’association et de rechargement de carte sont en cours de réalisation et n’ont pas encore été évalués.',
  dateTitle: 'Établissement de cette déclaration',
  date: 'Cette déclaration a été établie le 21 novembre 2026. Technologies utilisées : HTML, CSS, JavaScript et WAI-ARIA.',
  contactTitle: 'Retour d’information et contact',
  contact:
    'Si vous n’arrivez pas à accéder à un contenu ou à un service, contactez-nous : nous vous orienterons vers une alternative accessible ou vous transmettrons le contenu sous une autre forme.',
  byEmail: 'Par e-mail :',
  byPhone: 'Par téléphone :',
  byPost: 'Par courrier :',
  address: 'Océane Mobilités, Maison de la mobilité, 1 quai des Navettes, 29999 Port-Marin',
  recourseTitle: 'Voies de recours',
  recourse:
    'Si vous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez :',
  recourseForm: 'écrire un message au Défenseur des droits',
  recourseDelegate: 'contacter le délégué du Défenseur des droits dans votre région',
  recoursePost:
    'envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07',
};
