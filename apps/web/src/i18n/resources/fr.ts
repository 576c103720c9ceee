/**
 * French texts, the reference shape of every locale (en.ts must match it key for key). Validation
 * and error texts come from packages/domain, so that the portal and the api word them alike.
 */
import { MESSAGES } from '@oceane/domain';
import { frenchTypography, mapTexts } from '../typography.ts';
import { cardOrderFr } from './card-order-fr.ts';
import { cardsFr } from './cards-fr.ts';
import { personalDetailsFr } from './personal-details-fr.ts';
import { checkoutFr } from './checkout-fr.ts';
import { ordersFr } from './orders-fr.ts';
import { paymentCardsFr } from './payment-cards-fr.ts';
import { reservationsFr } from './reservations-fr.ts';
import { photoFr } from './photo-fr.ts';
import { legalFr } from './legal-fr.ts';
import { pairingFr } from './pairing-fr.ts';
import { guestFr } from './guest-fr.ts';
import { notificationsFr } from './notifications-fr.ts';
import { geolocationFr } from './geolocation-fr.ts';
import { accountDataFr } from './account-data-fr.ts';
import { profilesFr } from './profiles-fr.ts';
import { statementFr } from './statement-fr.ts';
import { externalSignInFr } from './external-sign-in-fr.ts';
import { subscriptionChangesFr } from './subscription-changes-fr.ts';

const texts = {
  common: {
    serviceName: 'Océane Mobilités',
    loading: 'Chargement…',
    newWindow: '(nouvelle fenêtre)',
    requiredHint: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
    backHome: 'Retour à l’accueil',
    retry: 'Réessayer',
    close: 'Fermer',
    titleSuffix: '{{title}} – Océane Mobilités',
    description:
      'Cartes de transport du réseau Océane Mobilités de Port-Marin : achat, rechargement, suivi des commandes et factures.',
    comingSoon: 'Bientôt disponible : ce service arrive dans une prochaine version du portail.',
    attemptsLeft_one: 'Il vous reste {{count}} essai avant un blocage de {{minutes}} minutes.',
    attemptsLeft_other: 'Il vous reste {{count}} essais avant un blocage de {{minutes}} minutes.',
    noAttemptLeft_one: 'Vous n’avez plus d’essai : réessayez dans {{count}} minute.',
    noAttemptLeft_other: 'Vous n’avez plus d’essai : réessayez dans {{count}} minutes.',
    requestReference: 'Référence à donner au centre de mobilité : {{id}}.',
  },
  shell: {
    skipLink: 'Aller au contenu',
    logoToCards: 'Océane Mobilités, mes cartes',
    mainNav: 'Menu principal',
    navCards: 'Mes usagers',
    navAccount: 'Mon compte',
    cart: 'Panier',
    cartItems_one: '{{count}} article',
    cartItems_other: '{{count}} articles',
    logout: 'Se déconnecter',
    loggingOut: 'Déconnexion…',
    storageFailed:
      'Votre navigateur refuse d’enregistrer votre panier et votre demande en cours sur cet appareil (stockage plein ou désactivé). Vous pouvez continuer : ils restent gardés tant que cette page est ouverte, mais seront perdus si vous la fermez ou la rechargez.',
    storageFailedClose: 'Fermer ce message',
    newVersion: 'Une nouvelle version du portail est disponible, elle sera chargée à la prochaine page.',
  },
  footer: {
    contact: 'Contact',
    centre: 'Maison de la mobilité',
    phoneCost: 'Service 0,06 €/min + prix de l’appel',
    hoursTitle: 'Horaires d’ouverture',
    weekdays: 'Du lundi au vendredi',
    saturday: 'Le samedi',
    and: 'et',
    partners: 'Nos sites',
    serviceSite: 'Site d’Océane Mobilités',
    agencySite: 'Atelier Port-Marin, agence qui a conçu ce portail',
    usefulLinks: 'Liens utiles',
    faq: 'Questions fréquentes',
    accessibility: 'Accessibilité : partiellement conforme',
    language: 'Langue',
    social: 'Réseaux sociaux',
    facebook: 'Océane Mobilités sur Facebook',
    instagram: 'Océane Mobilités sur Instagram',
    linkedin: 'Océane Mobilités sur LinkedIn',
    version: 'Version {{version}}',
  },
  home: {
    title: 'Choisissez votre mobilité',
    intro: 'Bus, navettes maritimes, vélos et voitures en partage : tout le réseau de Port-Marin.',
    busTitle: 'Bus et bateaux',
    busText: 'Cartes de transport, abonnements et rechargements.',
    busSignup: 'Pas encore de compte ? Inscrivez-vous',
    bikeTitle: 'Vélo en libre-service',
    bikeText: 'Abonnements et locations sur le site dédié.',
    carTitle: 'Autopartage',
    carText: 'Réservez une voiture en partage près de chez vous.',
  },
  auth: {
    tabs: 'Connexion ou inscription',
    loginTab: 'Connexion',
    signupTab: 'Inscription',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    login: {
      title: 'Connexion',
      submit: 'Se connecter',
      forgot: 'Mot de passe oublié ?',
    },
    signup: {
      title: 'Créer un compte',
      name: 'Nom',
      firstname: 'Prénom',
      phone: 'Téléphone',
      phoneHint:
        'Fixe ou mobile : 10 chiffres commençant par 0, par exemple 06 12 34 56 78 ; un numéro étranger au format international, par exemple +32 470 12 34 56.',
      passwordHint: 'Plus de 6 caractères.',
      confirmation: 'Confirmation du mot de passe',
      terms: 'J’accepte les conditions générales',
      termsLink: 'Lire les conditions générales',
      submit: 'Créer mon compte',
    },
    profiles: {
      title: 'Choisissez un profil',
      intro: 'Plusieurs profils sont liés à ce compte. Avec lequel voulez-vous continuer ?',
      cancel: 'Annuler',
    },
    reset: {
      title: 'Mot de passe oublié',
      intro:
        'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      submit: 'Envoyer le lien',
      sent: 'Si un compte correspond à {{email}}, un e-mail avec un lien de réinitialisation vient de lui être envoyé. Le lien est valable une heure.',
      devMailbox: 'Ouvrir la boîte aux lettres de développement',
      backToLogin: 'Retour à la connexion',
    },
    resetConfirm: {
      title: 'Choisir un nouveau mot de passe',
      password: 'Nouveau mot de passe',
      submit: 'Enregistrer le mot de passe',
      done: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
      login: 'Se connecter',
      incomplete: 'Ce lien de réinitialisation est incomplet.',
      askAgain: 'Demander un nouveau lien',
    },
    verify: {
      title: 'Vérification de l’adresse e-mail',
      working: 'Vérification en cours…',
      done: 'Merci, votre adresse e-mail est vérifiée.',
      loginFirst: 'Connectez-vous pour terminer la vérification de votre adresse e-mail.',
      login: 'Se connecter',
      missingCode: 'Ce lien de vérification est incomplet.',
      toAccount: 'Aller à mon compte',
    },
  },
  form: {
    summaryTitle_one: 'Le formulaire contient {{count}} erreur',
    summaryTitle_other: 'Le formulaire contient {{count}} erreurs',
    summaryItem: '{{label}} : {{message}}',
  },
  cards: cardsFr,
  subscriptionChanges: subscriptionChangesFr,
  cardOrder: cardOrderFr,
  photo: photoFr,
  checkout: checkoutFr,
  orders: ordersFr,
  paymentCards: paymentCardsFr,
  reservations: reservationsFr,
  verifyEmail: {
    send: 'Recevoir un nouveau lien de confirmation',
    sent: 'Un lien de confirmation vient d’être envoyé à {{email}} : ouvrez-le, puis revenez sur cette page.',
  },
  account: {
    title: 'Mon compte',
    loading: 'Chargement de votre compte…',
    details: 'Informations personnelles',
    name: 'Nom',
    firstname: 'Prénom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    verification: 'Vérification de l’adresse e-mail',
    verified: 'Votre adresse e-mail est vérifiée.',
    notVerified: 'Votre adresse e-mail n’est pas encore vérifiée.',
    sendVerification: 'Envoyer l’e-mail de vérification',
    verificationSent: 'Un e-mail de vérification vient d’être envoyé à {{email}}.',
    logoutHint:
      'Pour quitter votre compte sur cet appareil, utilisez « Se déconnecter », en fin de menu ou en haut de la page.',
  },
  clear: {
    title: 'Effacer les données locales',
    done: 'Le panier, la demande de carte en cours et les données mises en cache sur cet appareil ont été effacés.',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'Aucune page ne correspond à l’adresse :',
  },
  errorPage: {
    status: 'Erreur {{status}}',
    notFound: 'Page introuvable',
    notFoundDescription: 'La page demandée n’existe pas ou a été déplacée.',
    internal: 'Erreur interne du serveur',
    internalDescription: 'Une erreur est survenue, veuillez rafraîchir la page.',
  },
  session: {
    expiredTitle: 'Session expirée',
    login: 'Se connecter',
  },
  cart: {
    otherRequest: {
      title: 'Vider le panier ?',
      text: 'Votre panier contient déjà {{current}}. Une seule demande à la fois : pour continuer, le panier sera vidé.',
      keep: 'Garder mon panier',
      replace: 'Vider le panier et continuer',
    },
    requestTypes: {
      CARD_CREATION: 'une demande de carte',
      CARD_DUPLICATE: 'une demande de duplicata',
      CARD_RELOAD: 'un rechargement',
    },
  },
  statement: statementFr,
  externalSignIn: externalSignInFr,
  legal: legalFr,
  pairing: pairingFr,
  guest: guestFr,
  notifications: notificationsFr,
  geolocation: geolocationFr,
  accountData: accountDataFr,
  profiles: profilesFr,
  personalDetails: personalDetailsFr,
  validation: MESSAGES.fr.validation,
  errors: MESSAGES.fr.errors,
};

export type Resources = typeof texts;

export const fr: Resources = mapTexts(texts, frenchTypography);
