/**
 * My cards: stopping a pass and moving it to another card, with what changes stated before the
 * passenger confirms (decision 064), in French. The status "Résilié" of cards-fr.ts names a
 * stopped pass, so stopping is "résilier" here too.
 */
export const subscriptionChangesFr = {
  terminate: {
    button: 'Résilier',
    title: 'Résilier « {{name}} » ?',
    intro: 'Avant de confirmer, voici ce que la résiliation change.',
    reading: 'Calcul de ce que la résiliation change…',
    confirm: 'Confirmer la résiliation',
    cancel: 'Garder l’abonnement',
    done: '« {{name}} » est résilié : il vaut jusqu’au {{date}} inclus.',
  },
  move: {
    button: 'Changer de carte',
    title: 'Mettre « {{name}} » sur une autre carte',
    intro:
      'Un abonnement est personnel : il peut aller sur une autre carte valide de {{holder}} de votre compte.',
    target: 'Carte qui recevra l’abonnement',
    targetOption: 'Carte {{number}}, valable jusqu’au {{date}}',
    reading: 'Vérification de la carte choisie…',
    confirm: 'Mettre l’abonnement sur cette carte',
    cancel: 'Annuler',
    done: '« {{name}} » est maintenant sur la carte {{number}}.',
  },
  consequences: {
    title: 'Ce qui change',
    passLastDay: 'L’abonnement vaut jusqu’au {{lastDay}} inclus, puis s’arrête : il n’est pas renouvelé.',
    fareLastDay:
      'Le post-paiement s’arrête à la fin du {{lastDay}} : vos trajets jusque-là sont facturés, et à partir du {{effectiveFrom}} cette carte ne voyage plus en post-paiement.',
    moveFrom:
      'À partir d’aujourd’hui, {{effectiveFrom}}, l’abonnement est sur la carte {{number}} jusqu’au {{lastDay}} inclus ; l’ancienne carte ne le porte plus.',
    usage_one:
      'Ce mois-ci, depuis le {{since}} : {{count}} trajet, soit {{amount}} à ce jour ({{trip}} le trajet, jamais plus de {{cap}} pour le mois).',
    usage_other:
      'Ce mois-ci, depuis le {{since}} : {{count}} trajets, soit {{amount}} à ce jour ({{trip}} le trajet, jamais plus de {{cap}} pour le mois).',
    usageUncapped_one:
      'Ce mois-ci, depuis le {{since}} : {{count}} trajet, soit {{amount}} à ce jour ({{trip}} le trajet).',
    usageUncapped_other:
      'Ce mois-ci, depuis le {{since}} : {{count}} trajets, soit {{amount}} à ce jour ({{trip}} le trajet).',
    moveUsage_one:
      'Trajets de l’ancienne carte ce mois-ci, depuis le {{since}} : {{count}} trajet, soit {{amount}} à ce jour.',
    moveUsage_other:
      'Trajets de l’ancienne carte ce mois-ci, depuis le {{since}} : {{count}} trajets, soit {{amount}} à ce jour.',
    moveBills:
      'Chaque carte a sa facture du mois, plafonnée à {{cap}} : les trajets de l’ancienne carte jusqu’à aujourd’hui, ceux de la nouvelle à partir d’aujourd’hui.',
    billedOn: 'Prélevé le {{billedOn}} sur votre carte {{brand}} se terminant par {{last4}}.',
    billedOnRegistered: 'Prélevé le {{billedOn}} sur la carte de paiement enregistrée avec ce tarif.',
    noRefund: 'Rien n’est remboursé.',
    refund: '{{amount}} vous seront remboursés.',
    moveFree: 'Changer de carte ne coûte rien.',
    dueTitle: 'Toujours prélevé, quoi qu’il arrive à l’abonnement :',
    due: '{{amount}} le {{date}} (commande {{reference}})',
  },
};
