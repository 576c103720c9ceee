/** The texts of a customer's money on their page (decision 077), in French. */
export const moneyFr = {
  schedules: 'Échéanciers',
  noSchedule: 'Aucune échéance à venir ni à régulariser.',
  scheduleOf: 'Commande {{reference}} ({{status}})',
  status: { DUE: 'à venir', PAID: 'réglée', FAILED: 'impayée', CANCELED: 'annulée' },
  chargeAgain: 'Prélever à nouveau l’échéance {{position}}',
  markPaid: 'Échéance {{position}} réglée au guichet',
  close: 'Clôturer l’échéancier de {{reference}}',
  chargeTitle: 'Prélever l’échéance {{position}} de {{reference}} ?',
  chargeText:
    'La carte bancaire enregistrée par le client sera débitée de {{amount}} maintenant, une seule fois. S’il est accepté, le client reçoit un e-mail de confirmation.',
  chargeConfirm: 'Prélever maintenant',
  counterTitle: 'Échéance {{position}} de {{reference}} réglée au guichet',
  counterText:
    'Indiquez comment le client a réglé {{amount}}. Aucune carte n’est débitée ; le client reçoit un e-mail de confirmation.',
  means: 'Moyen de paiement',
  meansOf: { CASH: 'Espèces', CHEQUE: 'Chèque', COUNTER_CARD: 'Carte bancaire au guichet' },
  meansRequired: 'Choisissez le moyen de paiement.',
  counterConfirm: 'Enregistrer le paiement',
  closeTitle: 'Clôturer l’échéancier de {{reference}} ?',
  closeText:
    'Les échéances restantes ({{amount}}) ne seront jamais prélevées. Le titre de transport reste valable tel qu’il a été vendu. Le client reçoit un e-mail.',
  reason: 'Motif de la clôture',
  reasonHint: 'De 3 à 500 caractères ; il figure dans le journal d’audit.',
  reasonRequired: 'Indiquez le motif (3 caractères au moins).',
  closeConfirm: 'Clôturer l’échéancier',
  charged: 'L’échéance {{position}} de {{reference}} est prélevée et réglée.',
  chargeRefused:
    'Le prélèvement de l’échéance {{position}} de {{reference}} a été refusé ({{code}}) : elle reste impayée.',
  paidAtCounter: 'L’échéance {{position}} de {{reference}} est enregistrée comme réglée au guichet.',
  closed: 'L’échéancier de {{reference}} est clôturé.',
  resendInvoice: 'Renvoyer la facture {{number}}',
  resendInvoiceTitle: 'Renvoyer la facture {{number}} ?',
  resendInvoiceText: 'La facture {{number}} sera envoyée en PDF à {{email}}.',
  resendInvoiceConfirm: 'Envoyer la facture',
  invoiceResent: 'La facture {{number}} est envoyée à {{email}}.',
};
