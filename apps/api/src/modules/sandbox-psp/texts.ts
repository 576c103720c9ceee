/**
 * The hosted pages' words, in French and English (the session's language), with French
 * typography (a no-break space before : ; ! ?), and money and dates through Intl as the portal
 * writes them (DESIGN.md: 12,50 € and €12.50).
 */
import { messageFor, type Locale } from '@oceane/domain';
import type { CardBehaviour } from './cards.js';

const NBSP = '\u00a0';
const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

export const MERCHANT = 'Océane Mobilités';

export function formatMoney(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/** 2027-06-30 as "30 juin 2027" / "30 June 2027". */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export type FieldErrorKey =
  | 'cardNumberRequired'
  | 'cardNumberInvalid'
  | 'notATestCard'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'expiresBeforeSchedule'
  | 'cvcInvalid'
  | 'cardholderRequired'
  | 'cardholderTooLong'
  | 'codeRequired'
  | 'codeWrong';

type Texts = {
  banner: string;
  bannerDetail: string;
  payTitle: string;
  payHeading: string;
  merchant: string;
  order: string;
  amountToday: string;
  registration: string;
  lastDueDate: (date: string) => string;
  cardNumber: string;
  cardNumberHint: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  cvcHint: string;
  cardholder: string;
  pay: (amount: string) => string;
  register: string;
  cancel: string;
  summaryTitle: string;
  errorPrefix: string;
  fieldErrors: Record<FieldErrorKey, string>;
  triesLeft: (count: number) => string;
  testCardsHeading: string;
  testCardsIntro: string;
  behaviours: Record<CardBehaviour, string>;
  challengeTitle: string;
  challengeHeading: string;
  challengeIntro: (amount: string) => string;
  challengeHint: (code: string) => string;
  code: string;
  confirm: string;
  notFoundTitle: string;
  notFound: string;
  expiredTitle: string;
  expired: string;
  paidTitle: string;
  paid: string;
  closedTitle: string;
  closed: string;
  badRequestTitle: string;
  badRequest: string;
  failureTitle: string;
  failure: string;
  backToMerchant: string;
  home: string;
};

export const TEXTS: Record<Locale, Texts> = {
  fr: {
    banner: 'SANDBOX — mode test, aucun argent réel',
    bannerDetail: `Ce prestataire de paiement est un bac à sable${NBSP}: aucune carte n’est débitée.`,
    payTitle: `Paiement par carte – ${MERCHANT} (sandbox)`,
    payHeading: 'Paiement par carte',
    merchant: 'Marchand',
    order: 'Commande',
    amountToday: 'À payer aujourd’hui',
    registration: `Rien n’est débité aujourd’hui${NBSP}: votre carte est enregistrée.`,
    lastDueDate: (date) =>
      `Dernière échéance le ${date}${NBSP}: votre carte doit être valide jusqu’à cette date.`,
    cardNumber: 'Numéro de carte',
    cardNumberHint: 'Les 16 chiffres au recto de la carte.',
    expiry: 'Date d’expiration (MM/AA)',
    expiryHint: 'Par exemple 04/29.',
    cvc: 'Cryptogramme (CVC)',
    cvcHint: 'Les 3 chiffres au dos de la carte.',
    cardholder: 'Nom du titulaire de la carte',
    pay: (amount) => `Payer ${amount}`,
    register: 'Enregistrer ma carte',
    cancel: `Annuler et revenir à ${MERCHANT}`,
    summaryTitle: 'Il y a un problème',
    errorPrefix: `Erreur${NBSP}: `,
    fieldErrors: {
      cardNumberRequired: 'Saisissez le numéro de carte.',
      cardNumberInvalid: `Ce numéro de carte n’est pas valide${NBSP}: vérifiez les chiffres.`,
      notATestCard: `Cette carte n’est pas une carte de test${NBSP}: utilisez une carte de test de la liste ci-dessous.`,
      expiryInvalid: 'Saisissez la date d’expiration au format MM/AA, par exemple 04/29.',
      expiryPast: `Cette carte est expirée${NBSP}: la date d’expiration doit être dans le futur.`,
      expiresBeforeSchedule: messageFor('fr', 'CARD_EXPIRES_BEFORE_SCHEDULE'),
      cvcInvalid: 'Saisissez les 3 chiffres du cryptogramme.',
      cardholderRequired: 'Saisissez le nom du titulaire de la carte.',
      cardholderTooLong: 'Le nom du titulaire compte au plus 100 caractères.',
      codeRequired: 'Saisissez le code de confirmation à 6 chiffres.',
      codeWrong: 'Ce code est incorrect.',
    },
    triesLeft: (count) => (count === 1 ? 'Il vous reste 1 essai.' : `Il vous reste ${count} essais.`),
    testCardsHeading: 'Cartes de test',
    testCardsIntro: `Utilisez l’une de ces cartes, avec une date d’expiration future et n’importe quel cryptogramme à 3 chiffres${NBSP}:`,
    behaviours: {
      SUCCEEDS: 'paiement accepté',
      DECLINED: 'paiement refusé',
      EXPIRED: 'carte expirée',
      CHALLENGE: 'authentification 3-D Secure (code 123456)',
      LATER_DECLINED: 'premier paiement accepté, échéances suivantes refusées',
    },
    challengeTitle: `Authentification 3-D Secure – ${MERCHANT} (sandbox)`,
    challengeHeading: 'Authentification 3-D Secure',
    challengeIntro: (amount) =>
      `Votre banque vous demande de confirmer ce paiement de ${amount} à ${MERCHANT} avec le code reçu par SMS.`,
    challengeHint: (code) => `Sandbox${NBSP}: le code est ${code}.`,
    code: 'Code de confirmation',
    confirm: 'Confirmer',
    notFoundTitle: 'Paiement introuvable',
    notFound: `Ce lien ne correspond à aucun paiement. Revenez sur le site d’${MERCHANT} pour payer votre commande.`,
    expiredTitle: 'Ce lien de paiement a expiré',
    expired: `Il était valable 30 minutes. Aucun montant n’a été débité${NBSP}: revenez à votre panier pour payer à nouveau.`,
    paidTitle: 'Ce paiement est déjà effectué',
    paid: 'Votre paiement a été accepté une fois. Rien n’a été débité de nouveau.',
    closedTitle: 'Ce paiement est terminé',
    closed: `Il a été refusé ou annulé, et aucun montant n’a été débité${NBSP}: revenez à votre panier pour payer à nouveau.`,
    badRequestTitle: 'Demande non valide',
    badRequest: `Cette page attend le formulaire de paiement. Revenez sur le site d’${MERCHANT}.`,
    failureTitle: 'Une erreur est survenue',
    failure: `Le paiement n’a pas pu être traité. Aucun montant n’a été débité${NBSP}: réessayez dans un instant.`,
    backToMerchant: `Revenir à ${MERCHANT}`,
    home: `Revenir à l’accueil d’${MERCHANT}`,
  },
  en: {
    banner: 'SANDBOX — test mode, no real money',
    bannerDetail: 'This payment provider is a sandbox: no card is charged.',
    payTitle: `Card payment – ${MERCHANT} (sandbox)`,
    payHeading: 'Card payment',
    merchant: 'Merchant',
    order: 'Order',
    amountToday: 'To pay today',
    registration: 'Nothing is charged today, your card is registered.',
    lastDueDate: (date) => `Last instalment on ${date}: your card must be valid until then.`,
    cardNumber: 'Card number',
    cardNumberHint: 'The 16 digits on the front of the card.',
    expiry: 'Expiry date (MM/YY)',
    expiryHint: 'For example 04/29.',
    cvc: 'Security code (CVC)',
    cvcHint: 'The 3 digits on the back of the card.',
    cardholder: 'Cardholder name',
    pay: (amount) => `Pay ${amount}`,
    register: 'Register my card',
    cancel: `Cancel and return to ${MERCHANT}`,
    summaryTitle: 'There is a problem',
    errorPrefix: 'Error: ',
    fieldErrors: {
      cardNumberRequired: 'Enter the card number.',
      cardNumberInvalid: 'This card number is not valid: check the digits.',
      notATestCard: 'This is not a test card: use a test card from the list below.',
      expiryInvalid: 'Enter the expiry date as MM/YY, for example 04/29.',
      expiryPast: 'This card has expired: the expiry date must be in the future.',
      expiresBeforeSchedule: messageFor('en', 'CARD_EXPIRES_BEFORE_SCHEDULE'),
      cvcInvalid: 'Enter the 3 digits of the security code.',
      cardholderRequired: 'Enter the cardholder name.',
      cardholderTooLong: 'The cardholder name is 100 characters at most.',
      codeRequired: 'Enter the 6-digit confirmation code.',
      codeWrong: 'This code is wrong.',
    },
    triesLeft: (count) => (count === 1 ? '1 try left.' : `${count} tries left.`),
    testCardsHeading: 'Test cards',
    testCardsIntro:
      'Use one of these cards, with any expiry date in the future and any 3-digit security code:',
    behaviours: {
      SUCCEEDS: 'payment succeeds',
      DECLINED: 'payment refused',
      EXPIRED: 'expired card',
      CHALLENGE: '3-D Secure authentication (code 123456)',
      LATER_DECLINED: 'first payment succeeds, later charges of the saved card fail',
    },
    challengeTitle: `3-D Secure authentication – ${MERCHANT} (sandbox)`,
    challengeHeading: '3-D Secure authentication',
    challengeIntro: (amount) =>
      `Your bank asks you to confirm this payment of ${amount} to ${MERCHANT} with the code sent by text message.`,
    challengeHint: (code) => `Sandbox: the code is ${code}.`,
    code: 'Confirmation code',
    confirm: 'Confirm',
    notFoundTitle: 'Payment not found',
    notFound: `This link matches no payment. Go back to the ${MERCHANT} site to pay your order.`,
    expiredTitle: 'This payment link has expired',
    expired: 'It was valid for 30 minutes. Nothing was charged: go back to your cart to pay again.',
    paidTitle: 'This payment is already made',
    paid: 'Your payment was accepted once. Nothing was charged again.',
    closedTitle: 'This payment is closed',
    closed: 'It was refused or canceled, and nothing was charged: go back to your cart to pay again.',
    badRequestTitle: 'Invalid request',
    badRequest: `This page expects the payment form. Go back to the ${MERCHANT} site.`,
    failureTitle: 'Something went wrong',
    failure: 'The payment could not be processed. Nothing was charged: try again in a moment.',
    backToMerchant: `Return to ${MERCHANT}`,
    home: `Return to the ${MERCHANT} home page`,
  },
};
