/** /account/personal-details and the account menu (issue 11), in English. */
import type { personalDetailsFr } from './personal-details-fr.ts';

export const personalDetailsEn: typeof personalDetailsFr = {
  title: 'Contact details and password',
  menu: 'Contact details and password',
  logout: 'Log out',
  guest: 'You are logged in as a guest: create an account to keep your contact details and a password.',
  contact: {
    title: 'Contact details',
    name: 'Last name',
    firstname: 'First name',
    phone: 'Phone',
    phoneHint:
      'Landline or mobile: 10 digits starting with 0; a foreign number in international format, for example +32 470 12 34 56.',
    submit: 'Save the contact details',
    saved: 'Your contact details are saved.',
  },
  email: {
    title: 'Login email address',
    current: 'Current address: {{email}}',
    intro:
      'We send a link to the new address. It becomes your login as soon as you open that link; until then, you log in with the current address.',
    newEmail: 'New email address',
    currentPassword: 'Current password',
    submit: 'Send the confirmation link',
    sent: 'A confirmation link has just been sent to {{email}}. It is valid for 24 hours.',
  },
  password: {
    title: 'Password',
    intro: 'Your other sessions, on other devices, will be closed; this one stays open.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmation: 'Confirm the new password',
    submit: 'Change the password',
    changed: 'Your password is changed. An email confirms it.',
    changedOthers_one: 'Your password is changed; {{count}} other session was closed. An email confirms it.',
    changedOthers_other:
      'Your password is changed; {{count}} other sessions were closed. An email confirms it.',
  },
};
