/** "Your data" of the account area (issue 11, decision 049), in English. */
import type { accountDataFr } from './account-data-fr.ts';

export const accountDataEn: typeof accountDataFr = {
  title: 'Your data',
  menu: 'Your data',
  intro: 'Download everything your account holds, or delete your account.',
  download: {
    title: 'Download my data',
    intro:
      'A ZIP file with your information (account, profiles, cards, passes, alerts and consents, orders, invoices, proofs) as JSON, and your proofs, photos and invoices.',
    button: 'Download my data (ZIP)',
    preparing: 'Preparing the file…',
    done: 'File saved: {{filename}}',
    failed: 'The download failed: {{reason}}',
  },
  erase: {
    title: 'Delete my account',
    intro: 'Deletion is final. We first email you a link to confirm it.',
    erased:
      'Erased: your identity, your profiles, your cards’ holders and photos, your proofs, your saved payment cards, your paired devices, your linked external sign-in accounts, your positions and geolocation consent, your cards’ bike pins and your free bike trips, the traffic alerts sent to your cards (and their text messages). Your cards are detached from your account.',
    kept: 'Kept for ten years, as the law requires: your invoices, as they were issued, the amounts of your orders and your paid bike trips, without your name.',
    password: 'Current password',
    request: 'Email me the deletion link',
    sent: 'We have sent you an email. Its link is valid until {{time}}.',
    confirmIntro: 'You are about to delete your Océane Mobilités account for good.',
    confirm: 'Delete my account for good',
    done: 'Your account has been deleted. Your invoices are kept without any other personal data.',
  },
};
