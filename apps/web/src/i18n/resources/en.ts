/** English texts, key for key the shape of fr.ts (the type says so). */
import { MESSAGES } from '@oceane/domain';
import type { Resources } from './fr.ts';
import { cardOrderEn } from './card-order-en.ts';
import { cardsEn } from './cards-en.ts';
import { personalDetailsEn } from './personal-details-en.ts';
import { checkoutEn } from './checkout-en.ts';
import { ordersEn } from './orders-en.ts';
import { paymentCardsEn } from './payment-cards-en.ts';
import { reservationsEn } from './reservations-en.ts';
import { photoEn } from './photo-en.ts';
import { legalEn } from './legal-en.ts';
import { pairingEn } from './pairing-en.ts';
import { guestEn } from './guest-en.ts';
import { notificationsEn } from './notifications-en.ts';
import { geolocationEn } from './geolocation-en.ts';
import { accountDataEn } from './account-data-en.ts';
import { profilesEn } from './profiles-en.ts';
import { statementEn } from './statement-en.ts';
import { externalSignInEn } from './external-sign-in-en.ts';
import { subscriptionChangesEn } from './subscription-changes-en.ts';

export const en: Resources = {
  common: {
    serviceName: 'Océane Mobilités',
    loading: 'Loading…',
    newWindow: '(new window)',
    requiredHint: 'Fields marked with an asterisk (*) are required.',
    backHome: 'Back to the home page',
    retry: 'Try again',
    close: 'Close',
    titleSuffix: '{{title}} – Océane Mobilités',
    description:
      'Transit cards of the Océane Mobilités network in Port-Marin: buy, reload, follow your orders and invoices.',
    comingSoon: 'Coming soon: this service arrives in a next version of the portal.',
    attemptsLeft_one: 'You have {{count}} attempt left before a {{minutes}}-minute lock.',
    attemptsLeft_other: 'You have {{count}} attempts left before a {{minutes}}-minute lock.',
    noAttemptLeft_one: 'You have no attempts left: try again in {{count}} minute.',
    noAttemptLeft_other: 'You have no attempts left: try again in {{count}} minutes.',
    requestReference: 'Reference to give the mobility centre: {{id}}.',
  },
  shell: {
    skipLink: 'Skip to content',
    logoToCards: 'Océane Mobilités, my cards',
    mainNav: 'Main menu',
    navCards: 'My passengers',
    navAccount: 'My account',
    cart: 'Cart',
    cartItems_one: '{{count}} item',
    cartItems_other: '{{count}} items',
    logout: 'Log out',
    loggingOut: 'Logging out…',
    storageFailed:
      'Your browser refuses to save your cart and your request in progress on this device (storage full or turned off). You can carry on: they stay kept while this page is open, but will be lost if you close or reload it.',
    storageFailedClose: 'Close this message',
    newVersion: 'A new version of the portal is available; it will load with the next page.',
  },
  footer: {
    contact: 'Contact',
    centre: 'Maison de la mobilité (mobility centre)',
    phoneCost: 'Service €0.06/min + call price',
    hoursTitle: 'Opening hours',
    weekdays: 'Monday to Friday',
    saturday: 'Saturday',
    and: 'and',
    partners: 'Our sites',
    serviceSite: 'Océane Mobilités website',
    agencySite: 'Atelier Port-Marin, the agency that designed this portal',
    usefulLinks: 'Useful links',
    faq: 'Frequently asked questions',
    accessibility: 'Accessibility: partially compliant',
    language: 'Language',
    social: 'Social networks',
    facebook: 'Océane Mobilités on Facebook',
    instagram: 'Océane Mobilités on Instagram',
    linkedin: 'Océane Mobilités on LinkedIn',
    version: 'Version {{version}}',
  },
  home: {
    title: 'Choose your way to travel',
    intro: 'Buses, sea shuttles, bikes and shared cars: the whole Port-Marin network.',
    busTitle: 'Bus and boats',
    busText: 'Transport cards, subscriptions and reloads.',
    busSignup: 'No account yet? Sign up',
    bikeTitle: 'Self-service bike',
    bikeText: 'Subscriptions and rentals on the dedicated site.',
    carTitle: 'Car sharing',
    carText: 'Book a shared car near you.',
  },
  auth: {
    tabs: 'Log in or sign up',
    loginTab: 'Log in',
    signupTab: 'Sign up',
    email: 'Email address',
    password: 'Password',
    login: {
      title: 'Log in',
      submit: 'Log in',
      forgot: 'Forgot your password?',
    },
    signup: {
      title: 'Create an account',
      name: 'Last name',
      firstname: 'First name',
      phone: 'Phone',
      phoneHint:
        'Landline or mobile: 10 digits starting with 0, for example 06 12 34 56 78; a foreign number in international format, for example +32 470 12 34 56.',
      passwordHint: 'More than 6 characters.',
      confirmation: 'Password confirmation',
      terms: 'I accept the general terms',
      termsLink: 'Read the general terms',
      submit: 'Create my account',
    },
    profiles: {
      title: 'Choose a profile',
      intro: 'Several profiles belong to this account. Which one do you want to continue with?',
      cancel: 'Cancel',
    },
    reset: {
      title: 'Forgotten password',
      intro: 'Enter the email address of your account: we will send you a link to choose a new password.',
      submit: 'Send the link',
      sent: 'If an account matches {{email}}, an email with a reset link has just been sent to it. The link is valid for one hour.',
      devMailbox: 'Open the development mailbox',
      backToLogin: 'Back to log in',
    },
    resetConfirm: {
      title: 'Choose a new password',
      password: 'New password',
      submit: 'Save the password',
      done: 'Your password has been changed. You can now log in.',
      login: 'Log in',
      incomplete: 'This reset link is incomplete.',
      askAgain: 'Ask for a new link',
    },
    verify: {
      title: 'Email address verification',
      working: 'Verifying…',
      done: 'Thank you, your email address is verified.',
      loginFirst: 'Log in to complete the verification of your email address.',
      login: 'Log in',
      missingCode: 'This verification link is incomplete.',
      toAccount: 'Go to my account',
    },
  },
  form: {
    summaryTitle_one: 'The form contains {{count}} error',
    summaryTitle_other: 'The form contains {{count}} errors',
    summaryItem: '{{label}}: {{message}}',
  },
  cards: cardsEn,
  subscriptionChanges: subscriptionChangesEn,
  cardOrder: cardOrderEn,
  photo: photoEn,
  checkout: checkoutEn,
  orders: ordersEn,
  paymentCards: paymentCardsEn,
  reservations: reservationsEn,
  verifyEmail: {
    send: 'Get a new confirmation link',
    sent: 'A confirmation link has just been sent to {{email}}: open it, then come back to this page.',
  },
  account: {
    title: 'My account',
    loading: 'Loading your account…',
    details: 'Personal details',
    name: 'Last name',
    firstname: 'First name',
    email: 'Email address',
    phone: 'Phone',
    verification: 'Email address verification',
    verified: 'Your email address is verified.',
    notVerified: 'Your email address is not verified yet.',
    sendVerification: 'Send the verification email',
    verificationSent: 'A verification email has just been sent to {{email}}.',
    logoutHint:
      'To leave your account on this device, use “Log out”, last in the menu or at the top of the page.',
  },
  clear: {
    title: 'Clear local data',
    done: 'The cart, the card request in progress and the data cached on this device have been cleared.',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'No page matches the address:',
  },
  errorPage: {
    status: 'Error {{status}}',
    notFound: 'Page Not Found',
    notFoundDescription: 'The page you asked for does not exist or has moved.',
    internal: 'Internal Server Error',
    internalDescription: 'An error occurred, refresh the page.',
  },
  session: {
    expiredTitle: 'Session expired',
    login: 'Log in',
  },
  cart: {
    otherRequest: {
      title: 'Empty your cart?',
      text: 'Your cart already holds {{current}}. One request at a time: to continue, the cart will be emptied.',
      keep: 'Keep my cart',
      replace: 'Empty the cart and continue',
    },
    requestTypes: {
      CARD_CREATION: 'a card request',
      CARD_DUPLICATE: 'a duplicate request',
      CARD_RELOAD: 'a reload',
    },
  },
  statement: statementEn,
  externalSignIn: externalSignInEn,
  legal: legalEn,
  pairing: pairingEn,
  guest: guestEn,
  notifications: notificationsEn,
  geolocation: geolocationEn,
  accountData: accountDataEn,
  profiles: profilesEn,
  personalDetails: personalDetailsEn,
  validation: MESSAGES.en.validation,
  errors: MESSAGES.en.errors,
};
