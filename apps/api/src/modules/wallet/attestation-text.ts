/**
 * The words of the subscription payment attestation, in French and English: what a French
 * employer asks for to reimburse half of a public-transport pass (Code du travail, L3261-2).
 */
import type { ContractStatus, Locale, RenewalInterval } from '@oceane/domain';

type Texts = {
  title: string;
  legalBasis: string;
  intro: (network: string) => string;
  holder: string;
  born: string;
  address: string;
  card: string;
  product: string;
  validity: string;
  period: (from: string, to: string) => string;
  price: string;
  per: Record<RenewalInterval, string>;
  perMonth: (amount: string) => string;
  reference: string;
  status: string;
  statuses: Record<ContractStatus, string>;
  purpose: string;
  doneAt: (city: string, date: string) => string;
  issuer: (agency: string, network: string) => string;
  filename: (number: string, id: number) => string;
};

export const ATTESTATION_TEXTS: Record<Locale, Texts> = {
  fr: {
    title: 'Attestation de paiement d’abonnement',
    legalBasis:
      'Prise en charge par l’employeur des frais de transport public (articles L3261-2 et R3261-1 et suivants du Code du travail)',
    intro: (network) =>
      `Le réseau ${network} atteste que le titulaire désigné ci-dessous dispose de l’abonnement de transport public suivant, dont le prix a été réglé :`,
    holder: 'Titulaire',
    born: 'Date de naissance',
    address: 'Adresse',
    card: 'Carte n°',
    product: 'Abonnement',
    validity: 'Période de validité',
    period: (from, to) => `du ${from} au ${to}`,
    price: 'Prix payé',
    per: { P7D: 'par semaine', P14D: 'pour 14 jours', P1M: 'par mois', P6M: 'par semestre', P1Y: 'par an' },
    perMonth: (amount) => `soit ${amount} par mois`,
    reference: 'Référence du contrat',
    status: 'État',
    statuses: {
      ACTIVE: 'en cours',
      PENDING_VALIDATION: 'payé, en attente de première validation',
      TERMINATED: 'résilié, valable jusqu’à la fin de la période',
      EXPIRED: 'échu',
      TRANSFERRED: 'transféré sur une nouvelle carte',
      SUSPENDED: 'suspendu, justificatif du tarif réduit refusé',
    },
    purpose:
      'Cette attestation est délivrée à la demande du titulaire pour servir et valoir ce que de droit, notamment pour le remboursement par l’employeur de 50 % du prix de l’abonnement.',
    doneAt: (city, date) => `Fait à ${city}, le ${date}`,
    issuer: (agency, network) => `${agency} – ${network}`,
    filename: (number, id) => `attestation-abonnement-${number}-${id}.pdf`,
  },
  en: {
    title: 'Season ticket payment certificate',
    legalBasis:
      'Public transport costs covered by the employer (French Labour Code, articles L3261-2 and R3261-1 et seq.)',
    intro: (network) =>
      `The ${network} network certifies that the holder named below holds the following public transport season ticket, which has been paid for:`,
    holder: 'Holder',
    born: 'Date of birth',
    address: 'Address',
    card: 'Card no.',
    product: 'Season ticket',
    validity: 'Validity',
    period: (from, to) => `from ${from} to ${to}`,
    price: 'Price paid',
    per: { P7D: 'per week', P14D: 'per 14 days', P1M: 'per month', P6M: 'per six months', P1Y: 'per year' },
    perMonth: (amount) => `that is ${amount} per month`,
    reference: 'Contract reference',
    status: 'Status',
    statuses: {
      ACTIVE: 'running',
      PENDING_VALIDATION: 'paid, awaiting its first validation',
      TERMINATED: 'terminated, valid to the end of the period',
      EXPIRED: 'ended',
      TRANSFERRED: 'transferred to a new card',
      SUSPENDED: 'suspended, the reduced fare’s proof was refused',
    },
    purpose:
      'This certificate is issued at the holder’s request for all legal purposes, in particular the reimbursement by the employer of 50 % of the price of the season ticket.',
    doneAt: (city, date) => `Issued at ${city} on ${date}`,
    issuer: (agency, network) => `${agency} – ${network}`,
    filename: (number, id) => `season-ticket-certificate-${number}-${id}.pdf`,
  },
};

/** How many periods of each interval a year holds, to give the monthly price. */
export const PERIODS_PER_YEAR: Record<RenewalInterval, number> = {
  P7D: 52,
  P14D: 26,
  P1M: 12,
  P6M: 2,
  P1Y: 1,
};
