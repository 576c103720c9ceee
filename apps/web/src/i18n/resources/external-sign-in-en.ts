/** Sign-in with the network's external provider and the linked identities (issue 11, decision 048), in English. */
import type { externalSignInFr } from './external-sign-in-fr.ts';

export const externalSignInEn: typeof externalSignInFr = {
  or: 'or',
  signInWith: 'Sign in with {{label}}',
  leaving: 'Going to {{label}}…',
  callbackTitle: 'Sign-in with an external account',
  working: 'Checking the answer of the sign-in service…',
  cancelled: 'The sign-in was cancelled or refused by the sign-in service.',
  incomplete: 'This return address is incomplete.',
  backToLogin: 'Back to the login',
  backToIdentities: 'Back to my sign-in accounts',
  foreign:
    'This sign-in request was not started in this tab: nothing was linked or opened. If someone sent you this link, ignore it.',
  linkSignedOut:
    'Your session has ended: nothing was linked. Log in, then start again from your sign-in accounts.',
  confirmTitle: 'Link the {{label}} account {{account}} to your account?',
  confirmText:
    'Once linked, whoever signs in to this {{label}} account opens your Océane Mobilités account, without your password. Link it only if it is yours and you have just asked for it.',
  confirm: 'Link this account',
  cancel: 'Cancel',
  notLinked: 'The {{label}} account {{account}} was not linked.',
  menu: 'Sign-in accounts',
  title: 'Sign-in accounts',
  intro: 'Link an external account to sign in without a password. Your e-mail and password still work.',
  loading: 'Loading your sign-in accounts…',
  none: 'No external account is linked to your account.',
  listTitle: 'Linked accounts',
  linkedOn: 'Linked on {{date}}',
  remove: 'Remove',
  removeLabel: 'Remove the {{label}} account {{email}}',
  removed: 'The {{label}} account is no longer linked: it no longer signs you in.',
  linked: 'The {{label}} account is linked: you can now sign in with it.',
  linkTitle: 'Link an account',
  verifyFirst:
    'To link an external account, first confirm your email address {{email}} with the link we sent there.',
  link: 'Link a {{label}} account',
  noProvider: 'No external sign-in service is offered on this network.',
};
